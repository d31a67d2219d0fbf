# Sourced by CI scripts that need a tool from PyPI:
#   python_venv VENV REQUIREMENT      (like: python_venv .build/ci-python 'schemathesis==4.32.5')
# makes VENV (a virtual environment under .build) with REQUIREMENT installed, quietly, once: the
# requirement is written beside it, and a changed pin makes it again. Uses Debian's Python, with
# its venv module installed when missing (.ci/install-deps --python), else the first python3.
python_venv() {
  local venv=$1 requirement=$2 python
  [[ -x $venv/bin/python && $(cat "$venv/.requirement" 2>/dev/null) == "$requirement" ]] && return 0
  python=/usr/bin/python3
  if ! "$python" -m venv --help >/dev/null 2>&1; then
    .ci/install-deps --python
    [[ -x $python ]] || python=$(command -v python3)
  fi
  rm -rf "$venv"
  mkdir -p "$(dirname "$venv")"
  "$python" -m venv "$venv"
  if ! "$venv/bin/pip" install --quiet --disable-pip-version-check --no-input "$requirement"; then
    echo "could not install $requirement from PyPI into $venv" >&2
    return 1
  fi
  echo "$requirement" >"$venv/.requirement"
}
