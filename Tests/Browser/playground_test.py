#!/usr/bin/env python3
"""The playground of `bubbles serve` (the page at /) in headless Chromium, driven by Selenium.

    playground_test.py path/to/bubbles [--screenshot FILE] [--time-limit SECONDS]

Run it through .ci/browser-test, which installs Chromium, chromium-driver and Selenium. Starts the
real server on a port the kernel picks (--port 0; the port is read from its log), then:

  1. the page loads with no console error (a Content-Security-Policy violation is one) and the
     theme select is filled from /v1/themes;
  2. the first sample rendered as a PNG page shows an image 780 pixels wide (390 points at scale
     2, the defaults) and its size as text;
  3. a thumbnail job shows an image of exactly the w x h asked;
  4. a screen job shows the screen at scale 2;
  5. JSON with a comma taken out (the one ending line 4: the parser stops on line 5), rendered
     with Ctrl+Enter: the server's RFC 9457 problem details (`detail`, `errors`) show "line 5,
     column 3" and mark line 5 in the editor, and only it;
  6. an error body as servers before problem details wrote it (`error`, `details`) is read too.

Every wait has a timeout and the whole run a time limit; the server and the browser are stopped on
any exit. Prints one line per step and "N passed, N failed"; exits 1 on the first failure.
"""

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# Selenium Manager must not try to download a driver or a browser: both come from Debian.
os.environ.setdefault("SE_OFFLINE", "true")
os.environ.setdefault("SE_AVOID_STATS", "true")

from selenium import webdriver  # noqa: E402
from selenium.common.exceptions import TimeoutException, WebDriverException  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
WAIT = 30  # seconds, for any one thing the page does


class Failed(Exception):
    pass


class OutOfTime(BaseException):
    pass


def say(text):
    print(f"browser-test: {text}", flush=True)


def check(condition, what):
    if not condition:
        raise Failed(what)


def chromium_paths():
    browser = next((p for p in ["/usr/lib/chromium/chromium", "/usr/bin/chromium"] if os.access(p, os.X_OK)), None)
    driver = next((p for p in ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"] if os.access(p, os.X_OK)), None)
    if not browser or not driver:
        raise Failed("no chromium or chromedriver; run .ci/install-deps --browser")
    return browser, driver


def start_server(bubbles, log_path):
    log = open(log_path, "w")
    process = subprocess.Popen(
        [bubbles, "serve", "--host", "127.0.0.1", "--port", "0", "--workers", "2", "--cache-mb", "16"],
        stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        match = re.search(r"listening on 127\.0\.0\.1:(\d+)", Path(log_path).read_text(errors="replace"))
        if match:
            return process, int(match.group(1))
        if process.poll() is not None:
            raise Failed(f"bubbles serve exited with status {process.returncode} before listening")
        time.sleep(0.1)
    raise Failed("bubbles serve did not log 'listening on 127.0.0.1:PORT' within 20 s")


def stop_server(process):
    if process is None or process.poll() is not None:
        return
    process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=5)


def start_browser(profile):
    browser, driver_path = chromium_paths()
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", "--no-first-run", "--no-default-browser-check",
                     "--disable-extensions", "--disable-background-networking", "--disable-sync",
                     "--disable-component-update", "--metrics-recording-only", "--lang=en-US",
                     f"--user-data-dir={profile}"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=driver_path, log_output=subprocess.DEVNULL)
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(WAIT)
    driver.set_script_timeout(WAIT)
    return driver


def first_line(error):
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def breaks_the_page(entry):
    """A console entry that means the page is broken: a script error or a policy violation (the
    failed requests a test asks for, 4xx answers, are errors too, but expected ones)."""
    message = entry.get("message", "")
    if "Content Security Policy" in message or "Refused to" in message:
        return True
    return entry.get("level") == "SEVERE" and not re.search(r"status of 4\d\d", message)


class Page:
    """The playground as a test sees it; its console is read as it goes, so a script error or a
    policy violation fails a wait at once rather than after its timeout."""

    def __init__(self, driver, base):
        self.driver = driver
        self.base = base
        self.console = []

    def read_console(self):
        entries = self.driver.get_log("browser")
        self.console += entries
        broken = [entry.get("message", "") for entry in entries if breaks_the_page(entry)]
        if broken:
            raise Failed("the console says: " + " | ".join(broken[:3]))

    def element(self, element_id):
        return self.driver.find_element(By.ID, element_id)

    def js(self, script, *arguments):
        return self.driver.execute_script(script, *arguments)

    def wait(self, condition, what, timeout=WAIT):
        def met(_):
            self.read_console()
            return condition()

        try:
            return WebDriverWait(self.driver, timeout, poll_frequency=0.1).until(met)
        except TimeoutException:
            raise Failed(f"{what}: not within {timeout} s") from None

    def rendered(self):
        return int(self.element("status").get_attribute("data-outcomes") or "0")

    def render(self, how="click"):
        """Renders, waits for the outcome and returns the status's class and text."""
        before = self.rendered()
        if how == "click":
            self.element("render").click()
        else:
            self.element("conversation").send_keys(Keys.CONTROL, Keys.ENTER)
        self.wait(lambda: self.rendered() > before, "the render's outcome")
        status = self.element("status")
        return status.get_attribute("class"), status.text

    def choose(self, element_id, value):
        Select(self.element(element_id)).select_by_value(value)

    def type_into(self, element_id, text):
        field = self.element(element_id)
        field.clear()
        field.send_keys(text)

    def image(self):
        return self.js(
            "const i = document.getElementById('image');"
            "return {width: i.naturalWidth, height: i.naturalHeight, hidden: i.hidden,"
            " size: document.getElementById('size').textContent};")

    def set_conversation(self, text):
        self.js("const e = arguments[0]; e.value = arguments[1]; e.dispatchEvent(new Event('input'));",
                self.element("conversation"), text)

    def marked_lines(self):
        return self.js(
            "return [...document.querySelectorAll('#gutter span')]"
            ".flatMap((s, i) => s.classList.contains('bad') ? [i + 1] : []);")

    def bands(self):
        """Each band's line, from its position: (top - padding) / line height + 1."""
        return self.js(
            "const e = document.getElementById('conversation'); const style = getComputedStyle(e);"
            "const height = parseFloat(style.lineHeight), top = parseFloat(style.paddingTop);"
            "const marks = document.getElementById('marks'); if (marks.hidden) return [];"
            "return [...marks.children].map(b => (b.offsetTop - top) / height + 1);")

    def problems(self):
        return [item.text for item in self.driver.find_elements(By.CSS_SELECTOR, "#problems li")]


def steps(page, sample_text, screenshot):
    driver = page.driver

    def loads():
        driver.get(page.base + "/")
        page.wait(lambda: page.js("return document.body.dataset.ready") == "true", "samples and themes loaded")
        themes = [o.get_attribute("value") for o in Select(page.element("theme")).options]
        check("auto" in themes and "default" in themes and len(themes) > 5, f"theme select: {themes}")
        samples = [o.text for o in Select(page.element("sample")).options]
        check(samples and samples[0] == "direct-basics.json", f"sample select: {samples}")
        check(page.element("conversation").get_attribute("value") == sample_text, "the first sample is in the editor")
        return f"{len(themes) - 1} themes, samples {', '.join(samples)}"

    def page_png():
        page.choose("job", "page")
        page.choose("format", "png")
        kind, text = page.render()
        check(kind == "status ok", f"status {kind!r}: {text}")
        image = page.image()
        check(image["width"] == 780, f"naturalWidth {image['width']}, not 780 (390 points at scale 2)")
        check(image["size"] == f"{image['width']} × {image['height']} px", f"size text {image['size']!r}, image {image}")
        check("page 1 of 1" in text, f"status without the page count: {text}")
        if screenshot:
            driver.save_screenshot(screenshot)
        return f"{image['size']}; {text}"

    def thumbnail():
        page.choose("job", "thumbnail")
        disabled = page.js("return [...document.getElementById('format').options].filter(o => o.disabled)"
                           ".map(o => o.value)")
        check(disabled == ["pdf", "svg"], f"formats disabled for a thumbnail: {disabled}")
        page.type_into("w", "300")
        page.type_into("h", "200")
        kind, text = page.render()
        check(kind == "status ok", f"status {kind!r}: {text}")
        image = page.image()
        check((image["width"], image["height"]) == (300, 200), f"thumbnail {image}")
        check(image["size"] == "300 × 200 px", f"size text {image['size']!r}")
        return image["size"]

    def screen():
        page.choose("job", "screen")
        page.type_into("screen", "390x844")
        page.choose("input-state", "text")
        kind, text = page.render()
        check(kind == "status ok", f"status {kind!r}: {text}")
        image = page.image()
        check((image["width"], image["height"]) == (780, 1688), f"screen {image}")
        return image["size"]

    def bad_json():
        page.choose("job", "page")
        lines = sample_text.split("\n")
        check(lines[3].rstrip().endswith(","), f"line 4 of the sample ends with a comma: {lines[3]!r}")
        lines[3] = lines[3].rstrip()[:-1]
        page.set_conversation("\n".join(lines))
        kind, text = page.render(how="ctrl+enter")
        check(kind == "status error", f"status {kind!r}: {text}")
        # problem+json's `detail`.
        check(text == "Error 400: malformed JSON", f"status: {text}")
        problems = page.problems()
        check(any(p.startswith("line 5, column 3: ") for p in problems), f"problems: {problems}")
        check(page.marked_lines() == [5], f"gutter marks lines {page.marked_lines()}, not [5]")
        check(page.bands() == [5], f"bands on lines {page.bands()}, not [5]")
        check(page.element("conversation").get_attribute("aria-invalid") == "true", "editor not aria-invalid")
        check(not page.element("preview").is_displayed(), "the last image is still shown under the error")
        if screenshot:
            driver.save_screenshot(re.sub(r"(\.png)?$", "-error.png", screenshot, count=1))
        return f"{text} {problems[0]}"

    def problem_details():
        # The server answers RFC 9457 problem details (step 5 read its `detail` and `errors`); the
        # next POST answers as servers before them did, {"error", "details"}, which is read too.
        page.js("""
            window.realFetch = window.fetch;
            window.fetch = (url, init) => init && init.method === 'POST'
              ? Promise.resolve(new Response(JSON.stringify({
                  error: 'invalid conversation',
                  details: [{path: 'messages[0].from', line: 11, column: 26, message: 'unknown participant'},
                            {path: 'messages[2].time', line: 13, column: 40, message: 'not a time'}]}),
                  {status: 422, headers: {'Content-Type': 'application/json'}}))
              : window.realFetch(url, init);""")
        try:
            page.set_conversation(sample_text)
            kind, text = page.render()
        finally:
            page.js("window.fetch = window.realFetch;")
        check(kind == "status error" and text == "Error 422: invalid conversation", f"status {kind!r}: {text}")
        problems = page.problems()
        check(problems[:1] == ["line 11, column 26: unknown participant (messages[0].from)"], f"problems: {problems}")
        check(page.marked_lines() == [11, 13], f"gutter marks lines {page.marked_lines()}")
        check(page.bands() == [11, 13], f"bands on lines {page.bands()}")
        return f"{text}; {len(problems)} problems, lines 11 and 13 marked"

    return [("the page loads, themes listed", loads), ("page PNG", page_png), ("thumbnail 300x200", thumbnail),
            ("screen 390x844", screen), ("bad JSON located", bad_json), ("older error body read", problem_details)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bubbles", help="the bubbles binary")
    parser.add_argument("--screenshot", help="save a screenshot after the page render to this PNG "
                        "(and one after the bad JSON to FILE-error.png)")
    parser.add_argument("--time-limit", type=int, default=90, help="seconds for the whole run (default 90)")
    arguments = parser.parse_args()

    def out_of_time(*_):
        raise OutOfTime()

    signal.signal(signal.SIGALRM, out_of_time)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    signal.alarm(arguments.time_limit)
    started = time.monotonic()
    sample_text = (ROOT / "Examples/corpus/direct-basics.json").read_text()
    work = tempfile.mkdtemp(prefix="bubbles-browser-test.")
    server = driver = None
    passed = failed = 0
    try:
        server, port = start_server(arguments.bubbles, f"{work}/serve.log")
        driver = start_browser(f"{work}/profile")
        version = driver.capabilities.get("browserVersion", "?")
        say(f"bubbles serve on 127.0.0.1:{port}, Chromium {version} headless "
            f"({time.monotonic() - started:.1f} s to start both)")
        page = Page(driver, f"http://127.0.0.1:{port}")
        for name, step in steps(page, sample_text, arguments.screenshot):
            step_started = time.monotonic()
            try:
                detail = step()
            except (Failed, WebDriverException) as error:
                failed += 1
                shot = f"{work}/failure.png"
                try:
                    driver.save_screenshot(shot)
                except WebDriverException:
                    shot = "none"
                say(f"FAILED {name}: {first_line(error)}")
                say(f"  screenshot {shot}; server log {work}/serve.log")
                break
            passed += 1
            say(f"ok {name} ({time.monotonic() - step_started:.1f} s): {detail}")
        if failed == 0:
            try:
                page.read_console()
            except Failed as error:
                failed += 1
                say(f"FAILED at the end: {first_line(error)}")
    except OutOfTime:
        failed += 1
        say(f"FAILED: the run took over its {arguments.time_limit} s limit")
    except (Failed, WebDriverException, OSError) as error:
        failed += 1
        say(f"FAILED: {first_line(error)}")
    finally:
        signal.alarm(0)
        if driver is not None:
            try:
                driver.quit()
            except Exception:  # the browser may be gone already
                pass
        stop_server(server)
    say(f"{time.monotonic() - started:.1f} s in all")
    print(f"browser-test: {passed} passed, {failed} failed", flush=True)
    if failed == 0:
        subprocess.run(["rm", "-rf", work], check=False)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
