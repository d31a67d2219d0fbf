// The playground of `bubbles serve` (Sources/BubbleService/Playground): edits a conversation,
// renders it with this server's routes and shows the image, or the problems located in the editor.
// Plain JavaScript, no dependencies, nothing fetched from another origin (the page's
// Content-Security-Policy allows none).
'use strict';

(() => {
  const $ = (id) => document.getElementById(id);
  const editor = $('conversation');
  const gutter = $('gutter');
  const marks = $('marks');
  const form = $('options');
  const status = $('status');
  const problems = $('problems');
  const preview = $('preview');
  const image = $('image');
  const size = $('size');
  const download = $('download');
  const renderButton = $('render');
  const themeSelect = $('theme');
  const themeDescription = $('theme-description');
  const jobSelect = $('job');
  const formatSelect = $('format');
  const sampleSelect = $('sample');

  const vectorFormats = new Set(['pdf', 'svg']);
  let samples = [];
  let objectURL = null;
  let running = null;
  let markedLines = [];
  let shownLineCount = 0;

  // --- the editor: line numbers, marked lines ---------------------------------------------------

  function lineHeight() {
    return parseFloat(getComputedStyle(editor).lineHeight) || 20;
  }

  function paddingTop() {
    return parseFloat(getComputedStyle(editor).paddingTop) || 0;
  }

  /// One number per line of the text, the marked ones flagged.
  function drawGutter() {
    const count = editor.value.split('\n').length;
    if (count !== shownLineCount) {
      const numbers = document.createDocumentFragment();
      for (let line = 1; line <= count; line += 1) {
        const number = document.createElement('span');
        number.textContent = String(line);
        numbers.appendChild(number);
      }
      gutter.replaceChildren(numbers);
      shownLineCount = count;
    }
    gutter.querySelectorAll('.bad').forEach((number) => number.classList.remove('bad'));
    for (const line of markedLines) {
      const number = gutter.children[line - 1];
      if (number) number.classList.add('bad');
    }
    followScroll();
  }

  /// A band behind each marked line of the text area.
  function drawMarks() {
    const height = lineHeight();
    const top = paddingTop();
    marks.replaceChildren(
      ...markedLines.map((line) => {
        const band = document.createElement('div');
        band.className = 'band';
        band.style.top = `${top + (line - 1) * height}px`;
        band.style.height = `${height}px`;
        return band;
      })
    );
    marks.hidden = markedLines.length === 0;
    followScroll();
  }

  function followScroll() {
    gutter.scrollTop = editor.scrollTop;
    marks.style.transform = `translateY(${-editor.scrollTop}px)`;
  }

  function markLines(lines) {
    markedLines = [...new Set(lines)].sort((a, b) => a - b);
    editor.setAttribute('aria-invalid', markedLines.length > 0 ? 'true' : 'false');
    drawGutter();
    drawMarks();
  }

  /// Puts the caret at LINE:COLUMN (both from 1) and scrolls it into view.
  function goTo(line, column, focus) {
    const lines = editor.value.split('\n');
    let offset = 0;
    for (let index = 0; index < line - 1 && index < lines.length; index += 1) offset += lines[index].length + 1;
    const within = Math.min(Math.max((column || 1) - 1, 0), (lines[line - 1] || '').length);
    if (focus) {
      editor.focus({ preventScroll: true });
      editor.setSelectionRange(offset + within, offset + within);
    }
    const height = lineHeight();
    const wanted = (line - 1) * height;
    if (wanted < editor.scrollTop || wanted > editor.scrollTop + editor.clientHeight - 2 * height) {
      editor.scrollTop = Math.max(0, wanted - editor.clientHeight / 3);
    }
    followScroll();
  }

  editor.addEventListener('scroll', followScroll);
  editor.addEventListener('input', () => {
    // The marks were for the text the server saw.
    if (markedLines.length > 0) markLines([]);
    else drawGutter();
  });

  // --- samples and themes ------------------------------------------------------------------------

  async function loadSamples() {
    const response = await fetch('/playground-samples.json');
    if (!response.ok) throw new Error(`samples: HTTP ${response.status}`);
    samples = (await response.json()).samples || [];
    sampleSelect.replaceChildren(
      ...samples.map((sample, index) => new Option(sample.name, String(index)))
    );
    showSample(0);
  }

  function showSample(index) {
    const sample = samples[index];
    if (!sample) return;
    editor.value = sample.text;
    editor.scrollTop = 0;
    markLines([]);
  }

  async function loadThemes() {
    const response = await fetch('/v1/themes');
    if (!response.ok) throw new Error(`themes: HTTP ${response.status}`);
    const themes = (await response.json()).themes || [];
    for (const theme of themes) {
      // A --themes-dir theme is marked as such (`source`: built-in or custom).
      const option = new Option(theme.source === 'custom' ? `${theme.name} (custom)` : theme.name, theme.name);
      option.title = theme.description || '';
      themeSelect.appendChild(option);
    }
    describeTheme();
  }

  function describeTheme() {
    const option = themeSelect.selectedOptions[0];
    themeDescription.textContent =
      option && option.value !== 'auto'
        ? option.title
        : 'auto: an export in its app’s look, a bubbles/1 conversation in default';
  }

  // --- the job's options -------------------------------------------------------------------------

  /// Shows the fields of the chosen job; a thumbnail is a raster image only.
  function showJobFields() {
    const job = jobSelect.value;
    for (const field of form.querySelectorAll('[data-jobs]')) {
      field.hidden = !field.dataset.jobs.split(' ').includes(job);
    }
    for (const option of formatSelect.options) {
      option.disabled = job === 'thumbnail' && vectorFormats.has(option.value);
    }
    if (formatSelect.selectedOptions[0].disabled) formatSelect.value = 'png';
  }

  /// The route and query of the chosen job: only the visible fields are sent.
  function request() {
    const job = jobSelect.value;
    const query = new URLSearchParams();
    query.set('theme', themeSelect.value);
    query.set('format', formatSelect.value);
    for (const field of form.querySelectorAll('[data-jobs]')) {
      if (field.hidden) continue;
      const control = field.querySelector('input, select');
      // A PDF holds every page.
      if (control.name === 'page' && formatSelect.value === 'pdf') continue;
      if (control.value !== '') query.set(control.name, control.value);
    }
    const route = job === 'thumbnail' ? '/v1/thumbnail' : '/v1/render';
    return { job, url: `${route}?${query}` };
  }

  // --- rendering ---------------------------------------------------------------------------------

  /// The status line; an outcome (ok or error) is counted in `data-outcomes`, which a test waits on.
  function say(text, kind) {
    status.textContent = text;
    status.className = `status ${kind || ''}`.trim();
    if (kind === 'ok' || kind === 'error') status.dataset.outcomes = String(Number(status.dataset.outcomes || 0) + 1);
  }

  function clearProblems() {
    problems.replaceChildren();
    for (const control of form.querySelectorAll('[aria-invalid]')) control.removeAttribute('aria-invalid');
    markLines([]);
  }

  /// An error body: RFC 9457 problem details (`detail`, `title`, `errors`) or the older
  /// `{"error", "details"}`; anything else is shown as the status.
  async function readProblem(response) {
    const text = await response.text();
    let body = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    const fallback = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    if (!body || typeof body !== 'object') return { message: text.trim().slice(0, 300) || fallback, items: [] };
    const message = body.detail || body.title || body.error || fallback;
    const items = Array.isArray(body.errors) ? body.errors : Array.isArray(body.details) ? body.details : [];
    return { message, items };
  }

  function showProblem(status, problem) {
    // The last image is not of this text: it goes, rather than be taken for this render's.
    preview.hidden = true;
    say(`Error ${status}: ${problem.message}`, 'error');
    const lines = [];
    for (const item of problem.items) {
      const entry = document.createElement('li');
      const message = item.message || '';
      if (Number.isInteger(item.line)) {
        lines.push(item.line);
        const where = document.createElement('button');
        where.type = 'button';
        where.className = 'location';
        where.textContent = Number.isInteger(item.column)
          ? `line ${item.line}, column ${item.column}`
          : `line ${item.line}`;
        where.addEventListener('click', () => goTo(item.line, item.column, true));
        entry.append(where, `: ${message}`);
        if (item.path) {
          const path = document.createElement('code');
          path.textContent = item.path;
          entry.append(' (', path, ')');
        }
      } else {
        entry.textContent = item.path ? `${item.path}: ${message}` : message;
        const control = item.path && form.elements.namedItem(item.path);
        if (control && control.setAttribute) control.setAttribute('aria-invalid', 'true');
      }
      problems.appendChild(entry);
    }
    markLines(lines);
    if (lines.length > 0) goTo(Math.min(...lines), 1, false);
  }

  function showImage(blob, response, job, started) {
    if (objectURL) URL.revokeObjectURL(objectURL);
    objectURL = URL.createObjectURL(blob);
    const format = formatSelect.value;
    download.href = objectURL;
    download.download = `conversation.${format === 'jpeg' ? 'jpg' : format}`;
    const facts = [];
    const pageCount = response.headers.get('X-Page-Count');
    if (pageCount) {
      const page = job === 'page' && format !== 'pdf' ? $('page').value || '1' : null;
      facts.push(page ? `page ${page} of ${pageCount}` : `${pageCount} page${pageCount === '1' ? '' : 's'}`);
    }
    const warnings = Number(response.headers.get('X-Render-Warnings') || '0');
    if (warnings > 0) {
      facts.push(
        `${warnings} picture${warnings === 1 ? '' : 's'} drawn as placeholder${warnings === 1 ? '' : 's'} ` +
          '(this server reads media files only under its --media-root)'
      );
    }
    const cache = response.headers.get('X-Cache');
    const elapsed = `${Math.round(performance.now() - started)} ms${cache ? `, cache ${cache}` : ''}`;
    preview.hidden = false;
    if (format === 'pdf') {
      image.hidden = true;
      image.removeAttribute('src');
      size.textContent = `PDF, ${Math.round(blob.size / 1024)} KB`;
      say(['Rendered', ...facts].join(', ') + ` (${elapsed}).`, 'ok');
      return;
    }
    image.hidden = false;
    image.onload = () => {
      // Shown at its size in points: a page's or a screen's pixels are `scale` a point; a
      // thumbnail is pixels, an SVG points already.
      const scale = job === 'thumbnail' || format === 'svg' ? 1 : Number($('scale').value) || 1;
      image.width = Math.round(image.naturalWidth / scale);
      size.textContent = `${image.naturalWidth} × ${image.naturalHeight} px`;
      say(['Rendered', ...facts].join(', ') + ` (${elapsed}).`, 'ok');
    };
    image.onerror = () => say('The browser could not show this image; download it instead.', 'error');
    image.removeAttribute('width');
    image.src = objectURL;
  }

  async function render() {
    if (running) running.abort();
    const controller = new AbortController();
    running = controller;
    const { job, url } = request();
    clearProblems();
    say('Rendering…', 'busy');
    renderButton.disabled = true;
    const started = performance.now();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: editor.value,
        signal: controller.signal,
      });
      if (!response.ok) {
        showProblem(response.status, await readProblem(response));
        return;
      }
      showImage(await response.blob(), response, job, started);
    } catch (error) {
      if (error.name !== 'AbortError') {
        preview.hidden = true;
        say(`The request failed: ${error.message}`, 'error');
      }
    } finally {
      if (running === controller) {
        running = null;
        renderButton.disabled = false;
      }
    }
  }

  // --- wiring ------------------------------------------------------------------------------------

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    render();
  });
  document.addEventListener('keydown', (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      render();
    }
  });
  sampleSelect.addEventListener('change', () => showSample(Number(sampleSelect.value)));
  themeSelect.addEventListener('change', describeTheme);
  jobSelect.addEventListener('change', showJobFields);
  window.addEventListener('resize', drawMarks);

  showJobFields();
  describeTheme();
  drawGutter();
  Promise.all([loadSamples(), loadThemes()])
    .then(() => {
      document.body.dataset.ready = 'true';
    })
    .catch((error) => say(`Could not load the playground: ${error.message}`, 'error'));
})();
