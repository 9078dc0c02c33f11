#!/usr/bin/env bash
# StudDesk's one entry point for people and CI.
#   ./run.sh play    set everything up (first time only, with the X11 libraries), then start the game
#   ./run.sh test    set everything up (first time only, with chromium and node for the web
#                    table's tests), then run the whole test suite
#   ./run.sh lint    ruff, mypy --strict on the whole project (GUI included), and the release
#                    workflow checked against GitHub's schema (check-jsonschema, offline)
#   ./run.sh setup   only the set-up
#   ./run.sh setup --compiled   the set-up, then the engine compiled with mypyc in place (a C
#                    compiler and Python's headers, installed with apt-get when missing); from
#                    then on every command runs the compiled engine
#   ./run.sh setup --pure       back to the pure-Python engine (removes the compiled modules)
# Set-up: the Debian libraries Qt needs (installed with apt-get when missing), a virtual
# environment in .venv with StudDesk and its test tools installed in it. The engine is the
# pure-Python one unless --compiled asks otherwise (studdesk/engine/compiled.py, setup.py).
set -euo pipefail
cd "$(dirname "$0")"

VENV="${STUDDESK_VENV:-.venv}"
PY="$VENV/bin/python"
DEB_PACKAGES=(libegl1 libgl1 libfontconfig1 libglib2.0-0 libxkbcommon0 libdbus-1-3 fonts-dejavu-core)
# The web table's tests: a real browser and node's test runner.
WEB_TEST_PACKAGES=(chromium fonts-dejavu-core)
# The router tests (tests/net/test_router_netns.py, as root): a home router of network
# namespaces runs Debian's miniupnpd (UPnP-IGD, PCP and NAT-PMP) on nftables, and `ip`.
ROUTER_TEST_PACKAGES=(iproute2 miniupnpd-nftables nftables)
# What Qt's xcb platform plugin needs to open a window on an X11 desktop (play only: the tests
# run on the offscreen platform). Without libxcb-cursor0 Qt 6.5+ refuses to start on X11.
XCB_PACKAGES=(libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
              libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0)
# What mypyc needs to compile the engine (setup --compiled): a C compiler and the C library's
# headers (gcc only recommends libc6-dev); Debian's own Python also needs its -dev package.
COMPILER_PACKAGES=(gcc libc6-dev)
# Where an in-place compiled build puts its files (setup.py): the extension modules and the
# SHA-256 of the sources they were compiled from.
COMPILED_FILES=(studdesk/engine/*.so studdesk/engine/compiled-sources.json)
COMPILED_FILES+=(studdesk/engine/phh/*.so)  # the phh package's modules, beside their .py

# How long the set-up waits for another install (unattended-upgrades, a software centre) to let
# go of apt's and dpkg's locks before it gives up.
APT_LOCK_WAIT="${STUDDESK_APT_LOCK_WAIT:-600}"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

install_debian_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0   # not Debian: the user provides Qt's libraries
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    say "installing Debian packages: ${missing[*]}"
    apt_update "${sudo[@]}"
    # Another install under way (unattended-upgrades, a software centre) holds dpkg's lock:
    # apt waits for it (and says so) instead of failing at once.
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get -o "DPkg::Lock::Timeout=$APT_LOCK_WAIT" \
        install -y -qq --no-install-recommends "${missing[@]}"
}

apt_update() {
    # apt-get update (as "$@", i.e. with sudo or not), waiting up to APT_LOCK_WAIT seconds while
    # another install holds apt's lock: DPkg::Lock::Timeout makes apt wait for dpkg's lock, but
    # apt 2.6 (Debian 12) still fails at once on the package lists' own lock.
    local deadline=$((SECONDS + APT_LOCK_WAIT)) out told=""
    while ! out=$(LC_ALL=C "$@" apt-get -o "DPkg::Lock::Timeout=$APT_LOCK_WAIT" -qq update 2>&1); do
        if ! grep -q "Could not get lock" <<<"$out" || [ "$SECONDS" -ge "$deadline" ]; then
            printf '%s\n' "$out" >&2
            return 1
        fi
        [ -n "$told" ] || say "another install is using apt; waiting for it (up to $APT_LOCK_WAIT s)"
        told=1
        sleep 2
    done
    [ -z "$out" ] || printf '%s\n' "$out" >&2
}

install_web_test_tools() {
    install_debian_packages "${WEB_TEST_PACKAGES[@]}"
    # node: any recent one will do (Debian's nodejs, or one already on the machine).
    command -v node >/dev/null 2>&1 || install_debian_packages nodejs
}

engine_line() {
    # Which engine this checkout runs ("engine: pure Python" or "engine: compiled (mypyc) ...");
    # a compiled build older than its sources stops here with what to do.
    "$PY" -c 'import sys
try:
    from studdesk.engine.compiled import describe_engine
    print(describe_engine())
except ImportError as exc:
    sys.exit(f"run.sh: {exc}")'
}

build_compiled_engine() {
    local packages=("${COMPILER_PACKAGES[@]}")
    if [ "$("$PY" -c 'import sys; print(sys.base_prefix)')" = /usr ]; then
        packages+=("python$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')-dev")
    fi
    install_debian_packages "${packages[@]}"
    local log="$VENV/compiled.log"
    say "compiling the engine with mypyc, in place (a few minutes; details in $log)"
    if ! STUDDESK_COMPILED=1 "$PY" -m pip install -v --no-deps -e . >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        say "the compiled build failed: the whole log is in $log (./run.sh setup --pure to go back)"
        exit 1
    fi
    say "$(engine_line)"
}

remove_compiled_engine() {
    local found=()
    for f in "${COMPILED_FILES[@]}"; do [ -e "$f" ] && found+=("$f"); done
    [ ${#found[@]} -eq 0 ] && return 0
    say "removing the compiled engine: ${found[*]}"
    rm -f -- "${found[@]}"
}

setup() {
    local web=0 engine=
    for arg in "$@"; do
        case "$arg" in
            --web) web=1 ;;
            --compiled) engine=compiled ;;
            --pure) engine=pure ;;
            *) echo "usage: ./run.sh setup [--web] [--compiled | --pure]" >&2; exit 2 ;;
        esac
    done
    install_debian_packages "${DEB_PACKAGES[@]}"
    if [ "$web" = 1 ]; then install_web_test_tools; fi
    local stamp="$VENV/.studdesk-installed"
    if [ ! -x "$PY" ]; then
        say "creating the virtual environment $VENV"
        python3 -m venv "$VENV"
    fi
    if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ]; then
        # pip and the build print pages of notes a newcomer would take for a failure: they go
        # to a log, shown only when the installation fails.
        local log="$VENV/install.log"
        say "installing StudDesk and its test tools into $VENV (about a minute; details in $log)"
        if ! { "$PY" -m pip install -q --upgrade pip &&
               "$PY" -m pip install -q -e ".[test,dev,bench]"; } >"$log" 2>&1; then
            tail -n 40 "$log" >&2
            say "the installation failed: the whole log is in $log"
            exit 1
        fi
        touch "$stamp"
    fi
    case "$engine" in
        compiled) build_compiled_engine ;;
        pure) remove_compiled_engine ;;
    esac
}

cmd="${1:-play}"
shift || true
case "$cmd" in
    setup) setup "$@" ;;
    play)  install_debian_packages "${XCB_PACKAGES[@]}"; setup; exec "$VENV/bin/studdesk" "$@" ;;
    # The whole suite: also chromium and node for the web table, iproute2 for the LAN of
    # network namespaces (tests/net/test_lan_netns.py, as root), and miniupnpd with nftables
    # for the home router of namespaces (tests/net/test_router_netns.py).
    test)  setup --web; install_debian_packages "${ROUTER_TEST_PACKAGES[@]}"
           say "testing the $(engine_line)"
           exec "$PY" -m pytest "$@" ;;
    lint)
        setup
        "$VENV/bin/ruff" check setup.py studdesk net tests resources $(ls -d packaging 2>/dev/null)
        "$VENV/bin/mypy"   # strict over studdesk and net: [tool.mypy] in pyproject.toml
        "$VENV/bin/check-jsonschema" --builtin-schema vendor.github-workflows .github/workflows/*.yml
        ;;
    *) echo "usage: ./run.sh [play|test|lint|setup] [args...]" >&2; exit 2 ;;
esac
