#!/usr/bin/env python3
"""A client of `bubbles serve` with Python's standard library only.

    python3 render.py http://127.0.0.1:8080 chat.json chat.png [thumbnail]

Renders the conversation in chat.json to chat.png (a page, or with `thumbnail` a 320x320
thumbnail), prints what the render drew around (X-Render-Warning), asks again with the ETag it
got (304: the image it holds is still the one), and prints a problem+json error located by line
and column. Exits 0 on success, 1 on an error answer, 2 on bad arguments.
"""
import json
import sys
import urllib.error
import urllib.parse
import urllib.request


def post(url, body, headers=None):
    request = urllib.request.Request(url, data=body, method="POST")
    request.add_header("Content-Type", "application/json")
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:  # 3xx, 4xx and 5xx: their headers and body
        return error.code, error.headers, error.read()


def describe_problem(headers, body):
    """An RFC 9457 problem: its type, its sentence and each located error."""
    if headers.get("Content-Type", "").startswith("application/problem+json"):
        problem = json.loads(body)
        lines = [f"{problem['status']} {problem['type']}: {problem['detail']}"]
        for error in problem["errors"]:
            where = error["path"] or "body"
            if "line" in error:
                where += f" (line {error['line']}, column {error['column']})"
            lines.append(f"  {where}: {error['message']}")
        return "\n".join(lines)
    return body.decode("utf-8", "replace")


def main(argv):
    if len(argv) not in (4, 5):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    base, source, output = argv[1], argv[2], argv[3]
    thumbnail = len(argv) == 5 and argv[4] == "thumbnail"
    with open(source, "rb") as file:
        body = file.read()
    route = "/v1/thumbnail?" + urllib.parse.urlencode({"w": 320, "h": 320}) if thumbnail else "/v1/render?scale=2"
    status, headers, image = post(base + route, body)
    if status != 200:
        print(describe_problem(headers, image), file=sys.stderr)
        return 1
    with open(output, "wb") as file:
        file.write(image)
    print(f"{output}: {len(image)} bytes, {headers['Content-Type']}, {headers['X-Render-Warnings']} warnings")
    for warning in headers.get_all("X-Render-Warning") or []:
        print("  warning:", urllib.parse.unquote(warning))
    again, _, _ = post(base + route, body, {"If-None-Match": headers["ETag"]})
    print(f"asked again with its ETag: {again}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
