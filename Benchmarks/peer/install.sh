#!/usr/bin/env bash
# Installs what the Chromium peer and Benchmarks/compare.sh need, and nothing when it is all
# there already (then it prints nothing): Chromium, hyperfine, GNU time and the Noto fonts from
# Debian; Pillow and websocket-client for the python3 found on PATH (pip when it has no
# module, so a pyenv python gets them too). Debian 12, run as root.
#   Benchmarks/peer/install.sh
set -euo pipefail

need_apt=()
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
command -v hyperfine >/dev/null 2>&1 || need_apt+=(hyperfine)
[[ -x /usr/bin/time ]] || need_apt+=(time)
for font in fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji; do
  dpkg-query -W -f='${Status}' "$font" 2>/dev/null | grep -q 'install ok installed' || need_apt+=("$font")
done
if ((${#need_apt[@]})); then
  echo "install.sh: apt-get install ${need_apt[*]}" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

need_pip=()
python3 -c 'import PIL' 2>/dev/null || need_pip+=(Pillow)
python3 -c 'import websocket' 2>/dev/null || need_pip+=(websocket-client)
if ((${#need_pip[@]})); then
  echo "install.sh: pip install ${need_pip[*]}" >&2
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install -q "${need_pip[@]}"
fi
