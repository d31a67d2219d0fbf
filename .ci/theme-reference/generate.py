# Writes Themes/README.md (the theme reference) and Themes/theme.schema.json from
# Themes/default.json and the key descriptions in descriptions.py. Run after adding a theme key:
#   python3 .ci/theme-reference/generate.py
import json, os, re, sys
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from descriptions import D, SECTIONS, SUBSECTIONS, WALLET_KINDS, WALLET_INTRO

ROOT = os.path.join(HERE, '..', '..', 'Themes')
default = json.load(open(f'{ROOT}/default.json'))
HEX = re.compile(r'^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$')
ENUMS = {
  'bubble.tail': ['hook', 'curve', 'triangle', 'corner', 'none'],
  'bubble.tail_placement': ['last', 'first', 'every'],
  'avatar.shape': ['circle', 'rounded', 'square'],
  'avatar.visibility': ['group', 'always', 'never'],
  'avatar.alignment': ['top', 'bottom'],
  'names.placement': ['inside', 'outside'],
  'footer.status': ['ticks', 'none', 'below'],
  'footer.hour_cycle': ['h24', 'h12'],
  'screen.navigation_bar.trailing': ['avatar', 'more', 'calls', 'none'],
  'screen.navigation_bar.title_alignment': ['center', 'leading', 'below_avatar'],
  'headers.forwarded_style': ['from_name', 'label'],
  'footer.failed_badge_placement': ['leading', 'trailing'],
  'deleted.style': ['notice', 'bubble'],
  'kinds.link_preview.placement': ['below_text', 'above_text', 'separate', 'none'],
  'screen.input_bar.icon_style': ['circled', 'plain'],
  'screen.input_bar.plus_shape': ['ring', 'disc', 'bare'],
  'screen.input_bar.send_button': ['none', 'right', 'field'],
  'screen.input_bar.send_glyph': ['arrow', 'plane'],
  'screen.plus_panel.style': ['grid', 'sheet'],
  'screen.inbox.badge_placement': ['trailing', 'avatar', 'leading_dot'],
  'screen.inbox.new_chat_icon': ['compose', 'plus'],
  'kinds.voice.style': ['waveform', 'glyph'],
  'kinds.image.caption': ['inside', 'separate'],
  'kinds.video.caption': ['inside', 'separate'],
  'kinds.album.layout': ['mosaic', 'stack', 'separate'],
  'kinds.album.caption': ['inside', 'separate'],
  'kinds.poll.style': ['bars', 'radio'],
  'headers.reply_style': ['quote_inside', 'box_below', 'bubble_above'],
  'headers.reply_name_color': ['accent_in_mine', 'sender'],
  'headers.reply_preview_color': ['text', 'secondary'],
  'reactions.style': ['chips_inside', 'pill_below', 'tapback', 'none'],
  'kinds.location.style': ['map', 'card'],
  'kinds.file.style': ['row', 'card'],
  'kinds.contact.style': ['row', 'card'],
  'kinds.call.style': ['card', 'text'],
  'canvas.wallpaper.style': ['plain', 'doodle', 'pattern'],
}
# Lists whose items are one of a few names.
INPUT_BUTTONS = ['voice', 'keyboard', 'emoji', 'plus', 'attach', 'sticker', 'mic', 'waveform', 'camera', 'send']
ENUM_LISTS = {f'screen.input_bar.{k}_buttons': INPUT_BUTTONS for k in ('left', 'field', 'right')}
TAB_ICONS = ['chats', 'contacts', 'calls', 'settings', 'discover', 'me']
PANEL_ICONS = ['album', 'camera', 'video_call', 'call', 'location', 'red_packet', 'transfer', 'favorites', 'contact', 'file', 'music', 'poll']
# Ranges of numbers, as the loader checks them (Sources/BubbleCore/Theme/ThemeNumberRange.swift;
# BuiltInThemeTests keeps the two equal): (minimum, maximum, whole number).
LENGTH, SIZE, FRACTION, RATIO = (0, 2000, False), (1, 200, False), (0, 1, False), (0.1, 10, False)
SECONDS, COLUMNS, LINES = (0, 86400, False), (1, 24, True), (1, 20, True)
RANGE_EXCEPTIONS = {
  'kinds.voice.flat_level': (0, 31, True),
  'screen.inbox.selected_tab': (0, 15, True),
  'blocks.code_size_ratio': (0.25, 4, False),
  'screen.status_bar.battery_level': FRACTION,
  'screen.inbox.row_height': (1, 2000, False),
  'screen.emoji_panel.row_height': (1, 2000, False),
  'canvas.wallpaper.tile_size': (40, 400, True),
}
RANGE_RULES = [  # by key name, first match wins; anything else is a length
  ('contains `opacity` or `fraction`', FRACTION, lambda k: 'opacity' in k or 'fraction' in k),
  ('ends in `_ratio`', RATIO, lambda k: k.endswith('_ratio')),
  ('ends in `_seconds` or `_duration`', SECONDS, lambda k: k.endswith('_seconds') or k.endswith('_duration')),
  ('is `columns`', COLUMNS, lambda k: k == 'columns'),
  ('ends in `lines` (`max_lines`, `preview_lines`)', LINES, lambda k: k.endswith('lines')),
  ('is `size` or ends in `_size` or `_sizes`', SIZE, lambda k: k == 'size' or k.endswith('_size') or k.endswith('_sizes')),
]

def number_range(path):
    path = path.split('[')[0]
    if path in RANGE_EXCEPTIONS: return RANGE_EXCEPTIONS[path]
    keys = path.split('.')
    key = keys[-2] if keys[-1] in ('top', 'left', 'bottom', 'right') and len(keys) > 1 else keys[-1]
    for _, r, matches in RANGE_RULES:
        if matches(key): return r
    return LENGTH

def fmt_range(r): return f'{r[0]:g} to {r[1]:g}'

def is_insets(v): return isinstance(v, dict) and set(v) == {'top', 'left', 'bottom', 'right'}

def generic(path):
    parts = path.split('.')
    if parts[0] in ('incoming', 'outgoing'): return 'SIDE.' + '.'.join(parts[1:])
    if parts[0] in ('date_separator', 'notice'): return 'PILL.' + '.'.join(parts[1:])
    if parts[0] == 'kinds' and len(parts) > 2 and parts[1] in WALLET_KINDS: return 'WALLET.' + '.'.join(parts[2:])
    return path

def kind(path, v):
    if path in ENUMS: return 'enum'
    if path in ENUM_LISTS: return 'enum list'
    if path == 'fonts.files': return 'font files'
    if isinstance(v, bool): return 'boolean'
    if isinstance(v, (int, float)): return 'integer' if number_range(path)[2] else 'number'
    if isinstance(v, str): return 'colour' if HEX.match(v) else 'string'
    if is_insets(v): return 'insets'
    if isinstance(v, list):
        if v and all(isinstance(x, dict) for x in v): return 'actions'
        if all(isinstance(x, str) and HEX.match(x) for x in v): return 'colours'
        if all(isinstance(x, str) for x in v): return 'strings'
        return 'numbers'
    raise ValueError(path)

# A theme's own font files (Sources/BubbleCore/Theme/ThemeFontFile.swift checks the same).
FONT_FILES_SCHEMA = {
  'type': 'array', 'maxItems': 32,
  'items': {'type': 'object', 'additionalProperties': False, 'required': ['path', 'package'], 'properties': {
    'path': {'type': 'string', 'pattern': r'^/usr/share/fonts/([A-Za-z0-9._+-]+/)*[A-Za-z0-9._+-]+\.([tT][tT][fFcC]|[oO][tT][fFcC])$'},
    'package': {'type': 'string', 'pattern': '^[a-z0-9][a-z0-9+.-]+$', 'maxLength': 100}}},
}

def number_schema(path, integer=False):
    low, high, _ = number_range(path)
    return {'type': 'integer' if integer else 'number', 'minimum': low, 'maximum': high}

def leaf_schema(path, v):
    k = kind(path, v)
    desc = D[generic(path)]
    if k == 'enum': s = {'enum': ENUMS[path]}
    elif k == 'enum list': s = {'type': 'array', 'items': {'enum': ENUM_LISTS[path]}}
    elif k == 'boolean': s = {'type': 'boolean'}
    elif k in ('number', 'integer'): s = number_schema(path, k == 'integer')
    elif k == 'colour': s = {'$ref': '#/$defs/colour'}
    elif k == 'string': s = {'type': 'string'}
    elif k == 'insets': s = {'$ref': '#/$defs/insets'}
    elif k == 'colours': s = {'type': 'array', 'items': {'$ref': '#/$defs/colour'}}
    elif k == 'strings':
        s = {'type': 'array', 'items': {'type': 'string'}}
        if path.startswith('fonts.'): s['minItems'] = 1
    elif k == 'font files': s = FONT_FILES_SCHEMA
    elif k == 'actions':
        s = {'type': 'array', 'items': {'type': 'object', 'additionalProperties': False, 'required': ['icon', 'label'],
             'properties': {'icon': {'enum': TAB_ICONS if path.endswith('.tabs') else PANEL_ICONS}, 'label': {'type': 'string'}}}}
    else: s = {'type': 'array', 'items': number_schema(path + '[0]')}
    out = {'description': desc}
    out.update(s)
    return out

def object_schema(path, obj, refs=True):
    props = {}
    for k, v in obj.items():
        p = f'{path}.{k}' if path else k
        if isinstance(v, dict) and not is_insets(v):
            if refs and p in ('incoming', 'outgoing'): props[k] = {'$ref': '#/$defs/side'}
            elif refs and p in ('date_separator', 'notice'): props[k] = {'$ref': '#/$defs/pill'}
            elif refs and path == 'kinds' and k in WALLET_KINDS: props[k] = {'$ref': '#/$defs/wallet_card'}
            else:
                sec = SECTIONS.get(p + '/')
                sub = object_schema(p, v)
                if sec: sub = {'description': sec[1], **sub}
                elif p + '/' in SUBSECTIONS: sub = {'description': SUBSECTIONS[p + '/'], **sub}
                props[k] = sub
        else:
            props[k] = leaf_schema(p, v)
    return {'type': 'object', 'additionalProperties': False, 'properties': props}

top = object_schema('', default)
# The built-in kinds' sections are closed like every section; other names are your own kinds'.
kinds = top['properties']['kinds']
kinds['description'] = D['kinds']
kinds['additionalProperties'] = {'type': 'object', 'description': 'Your own content kind\'s keys (its `Style`), checked against the kinds the renderer registers; their numbers follow the ranges by key name (README: Ranges).'}
top['properties'] = {
  '$schema': {'description': 'Where editors find this schema; ignored by the renderer.', 'type': 'string'},
  'extends': {'description': D['extends'], 'type': 'string', 'minLength': 1},
  **top['properties'],
}
top['properties']['name']['minLength'] = 1
schema = {
  '$schema': 'https://json-schema.org/draft/2020-12/schema',
  '$id': 'https://github.com/bubblekit/bubblekit/Themes/theme.schema.json',
  'title': 'BubbleKit theme',
  'description': 'A BubbleKit theme file (Themes/README.md). Every key is optional: a file is laid over the theme it extends, or over default. Unknown keys are errors. Sizes are points.',
  **{k: v for k, v in top.items()},
  '$defs': {
    'colour': {'description': '#RRGGBB, or #RRGGBBAA with alpha last (00 transparent, FF opaque).', 'type': 'string',
               'pattern': '^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$'},
    'insets': {'description': 'Edge insets in points; keys left out keep the base theme\'s values.', 'type': 'object',
               'additionalProperties': False,
               'properties': {k: {'type': 'number', 'minimum': LENGTH[0], 'maximum': LENGTH[1]} for k in ('top', 'left', 'bottom', 'right')}},
    'side': {'description': SECTIONS['incoming/'][1], **object_schema('incoming', default['incoming'], refs=False)},
    'pill': {'description': 'A centred pill: date separators, time headers and service notices.', **object_schema('date_separator', default['date_separator'], refs=False)},
    'wallet_card': {'description': 'A WeChat red packet or transfer card (`kinds.red_packet`, `kinds.transfer`). ' + WALLET_INTRO,
                    **object_schema('kinds.' + WALLET_KINDS[0], default['kinds'][WALLET_KINDS[0]], refs=False)},
  },
}
json.dump(schema, open(f'{ROOT}/theme.schema.json', 'w'), indent=2, ensure_ascii=False)
open(f'{ROOT}/theme.schema.json', 'a').write('\n')

# ---------- README key reference ----------
def fmt_default(path, v):
    k = kind(path, v)
    if k == 'insets': return f"{v['top']:g} / {v['left']:g} / {v['bottom']:g} / {v['right']:g}"
    if k == 'colour': return f'`{v}`'
    if k in ('number', 'integer'): return f'{v:g}'
    if k in ('boolean',): return 'true' if v else 'false'
    if k in ('enum', 'string'):
        if path == 'screen.emoji_panel.emoji': return 'smileys and gestures (see default.json)'
        return f'`"{v}"`'
    if k == 'colours': return ' '.join(f'`{x}`' for x in v)
    if k == 'enum list': return ', '.join(f'`{x}`' for x in v) if v else '(none)'
    if k == 'strings': return ', '.join(v) if v else '(empty)'
    if k == 'actions': return ', '.join(x['label'] for x in v)
    if k == 'font files': return '[]' if not v else f'{len(v)} files'
    return '[' + ', '.join(f'{x:g}' for x in v) + ']'

def type_name(path, v):
    k = kind(path, v)
    if k == 'enum': return ' \\| '.join(f'`{e}`' for e in ENUMS[path])
    if k == 'enum list': return 'list of names'
    if k in ('number', 'integer'): return f'{k}, {fmt_range(number_range(path))}'
    if k == 'insets': return f'insets, each {fmt_range(number_range(path + ".top"))}'
    if k == 'numbers': return f'numbers, each {fmt_range(number_range(path + "[0]"))}'
    return {'colour': 'colour', 'boolean': 'boolean', 'string': 'string',
            'colours': 'colours', 'strings': 'strings', 'actions': 'actions',
            'font files': 'objects `{ "path", "package" }`'}[k]

def rows(path, obj, out):
    for k, v in obj.items():
        p = f'{path}.{k}'
        if isinstance(v, dict) and not is_insets(v):
            out.append(('SUB', p, SUBSECTIONS.get(p + '/', p)))
            rows(p, v, out)
        else:
            out.append(('ROW', p, v))

def kind_tables(sections):
    """One table per kind; the two WeChat cards share one, a row naming both keys."""
    out = []
    for name, section in sections.items():
        if name in WALLET_KINDS[1:]: continue
        p = f'kinds.{name}'
        out.append(f'\n#### {SUBSECTIONS[p + "/"]}\n')
        if name in WALLET_KINDS:
            out.append(WALLET_INTRO + '\n')
            out.append('| Keys | Type | Default | Meaning |\n|---|---|---|---|')
            for k, v in section.items():
                paths = [f'kinds.{w}.{k}' for w in WALLET_KINDS]
                values = {fmt_default(q, sections[w][k]) for q, w in zip(paths, WALLET_KINDS)}
                shown = ' / '.join(fmt_default(q, sections[w][k]) for q, w in zip(paths, WALLET_KINDS)) if len(values) > 1 else values.pop()
                md_keys = '<br>'.join(f'`{q}`' for q in paths)
                out.append(f'| {md_keys} | {type_name(paths[0], v)} | {shown} | {D[generic(paths[0])]} |')
            continue
        out.append('| Key | Type | Default | Meaning |\n|---|---|---|---|')
        for k, v in section.items():
            q = f'{p}.{k}'
            out.append(f'| `{q}` | {type_name(q, v)} | {fmt_default(q, v)} | {D[generic(q)]} |')
    out.append('')
    return out

md = []
order = [k for k in default if isinstance(default[k], dict)]
for key in order:
    if key == 'outgoing': continue
    title, intro = SECTIONS[key + '/']
    md.append(f'### {title}\n\n{intro}\n')
    if key == 'kinds':
        md.extend(kind_tables(default['kinds']))
        continue
    if key == 'incoming':
        md.append('| Keys | Type | Default (incoming / outgoing) | Meaning |\n|---|---|---|---|')
        for k, v in default['incoming'].items():
            o = default['outgoing'][k]
            md.append(f'| `incoming.{k}`<br>`outgoing.{k}` | {type_name("incoming."+k, v)} | {fmt_default("incoming."+k, v)} / {fmt_default("outgoing."+k, o)} | {D["SIDE."+k]} |')
        md.append('')
        continue
    out = []
    rows(key, default[key], out)
    table_open = False
    for item in out:
        if item[0] == 'SUB':
            md.append(f'\n#### {item[2]}\n')
            table_open = False
            continue
        if not table_open:
            md.append('| Key | Type | Default | Meaning |\n|---|---|---|---|')
            table_open = True
        _, p, v = item
        md.append(f'| `{p}` | {type_name(p, v)} | {fmt_default(p, v)} | {D[generic(p)]} |')
    md.append('')

def ranges_table():
    out = ['| Key | Range |', '|---|---|']
    for path, r in RANGE_EXCEPTIONS.items():
        out.append(f'| `{path}` | {"whole number, " if r[2] else ""}{fmt_range(r)} |')
    for words, r, _ in RANGE_RULES:
        out.append(f'| any other key whose name {words} | {"whole number, " if r[2] else ""}{fmt_range(r)} |')
    out.append(f'| any other number (lengths: widths, heights, paddings, gaps, radii, margins, insets) | {fmt_range(LENGTH)} |')
    return '\n'.join(out)

head = open(os.path.join(HERE, 'README.head.md')).read().replace('<!-- RANGES -->', ranges_table())
readme = head + '\n'.join(md).rstrip() + '\n'
open(f'{ROOT}/README.md', 'w').write(readme)

# completeness: every description used
used = set()
def collect(path, obj):
    for k, v in obj.items():
        p = f'{path}.{k}' if path else k
        if isinstance(v, dict) and not is_insets(v): collect(p, v)
        else: used.add(generic(p))
collect('', default)
unused = set(D) - used - {'extends', 'kinds'}
missing = used - set(D)
print('unused descriptions:', sorted(unused)); print('missing:', sorted(missing))
