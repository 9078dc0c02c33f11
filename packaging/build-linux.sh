#!/usr/bin/env bash
# Build StudDesk for Linux from a clean checkout:
#   dist/studdesk/                               the one-folder PyInstaller bundle
#   dist/studdesk-<version>-linux-<arch>.tar.gz  the same folder, packed
#   dist/studdesk_<version>_<arch>.deb           the bundle in /opt/studdesk, menu entry, icons
#
#   packaging/build-linux.sh            everything (installs the Debian packages it needs)
#   packaging/build-linux.sh --no-deb   only the bundle and the tarball
#
# Environment:
#   PYTHON              the Python to build with (default python3; 3.11 or newer)
#   STUDDESK_ICONS_DIR  where the icons are (default resources/icons); only for trying the
#                       script out before the real icons exist: never ship other art
#   DEB_MAINTAINER      the .deb's Maintainer field
#   DEB_XZ_LEVEL        xz level of the .deb (default 6: 27 MB in about 50 s here; 1: 31 MB in
#                       about 12 s, for quick builds such as CI's)
#   STUDDESK_COMPILED   1 (default): the bundle ships the engine compiled with mypyc (setup.py;
#                       needs gcc and Python's headers, installed here); 0: the pure engine
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
start=$(date +%s)

PYTHON=${PYTHON:-python3}
ICONS=${STUDDESK_ICONS_DIR:-resources/icons}
MAINTAINER=${DEB_MAINTAINER:-The StudDesk team <studdesk@users.noreply.github.com>}
XZ_LEVEL=${DEB_XZ_LEVEL:-6}
BUILD=build/linux
VENV=$BUILD/venv
BUNDLE=dist/studdesk
COMPILED=${STUDDESK_COMPILED:-1}
case "$COMPILED" in 0|1) ;; *) echo "build-linux: STUDDESK_COMPILED is 0 or 1, not '$COMPILED'" >&2; exit 2 ;; esac
MAKE_DEB=1
[ "${1:-}" = "--no-deb" ] && MAKE_DEB=0
t_deb=

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf '\033[1;31mbuild-linux: %s\033[0m\n' "$*" >&2; exit 1; }

VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' studdesk/__init__.py)
[ -n "$VERSION" ] || die "no __version__ = \"...\" line in studdesk/__init__.py"

grep -q "<release version=\"$VERSION\"" packaging/linux/io.github.studdesk.StudDesk.metainfo.xml \
    || say "note: version $VERSION has no <release> in packaging/linux/*.metainfo.xml"

# --- the icons: the .deb is not made without them ---------------------------------------------
PNG_ICONS=()
if [ "$MAKE_DEB" = 1 ]; then
    [ -f "$ICONS/studdesk.svg" ] \
        || die "the icon $ICONS/studdesk.svg is missing; the .deb is not built without its icons"
    for png in "$ICONS"/hicolor/*x*/apps/studdesk.png; do
        [ -f "$png" ] && PNG_ICONS+=("$png")
    done
    [ ${#PNG_ICONS[@]} -gt 0 ] \
        || die "no $ICONS/hicolor/<N>x<N>/apps/studdesk.png icons; the .deb is not built without them"
fi

if [ "$MAKE_DEB" = 1 ]; then
    if command -v desktop-file-validate >/dev/null 2>&1; then
        desktop-file-validate packaging/linux/studdesk.desktop || die "studdesk.desktop is not valid"
    fi
    if command -v appstreamcli >/dev/null 2>&1; then
        appstreamcli validate --no-net packaging/linux/io.github.studdesk.StudDesk.metainfo.xml \
            >&2 || die "the AppStream metainfo is not valid"
    fi
fi

# --- Debian packages ----------------------------------------------------------------------------
# Build tools, and the libraries the bundle loads from the system: they must be installed here
# for dpkg-shlibdeps to turn them into the .deb's Depends.
BUILD_DEBS=(binutils dpkg-dev fakeroot file patchelf xz-utils)
# The compiled engine: a C compiler and the C library's headers (Python's headers below).
[ "$COMPILED" = 1 ] && BUILD_DEBS+=(gcc libc6-dev)
RUNTIME_DEBS=(
    libegl1 libgl1 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libxkbcommon0
    libxkbcommon-x11-0 libx11-6 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4
    libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render0 libxcb-render-util0 libxcb-shape0
    libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libwayland-client0
    libwayland-cursor0 libwayland-egl1
)

is_installed() {
    # A package, or (Ubuntu 24.04 and later) its 64-bit time_t rename, e.g. libglib2.0-0t64.
    local status
    for name in "$1" "${1}t64"; do
        status=$(dpkg-query -W -f='${Status}' "$name" 2>/dev/null || true)
        [ "$status" = "install ok installed" ] && return 0
    done
    return 1
}

installable_name() {
    # Where only the t64 rename exists, apt-get refuses the old (virtual) name.
    if apt-cache show "${1}t64" >/dev/null 2>&1; then echo "${1}t64"; else echo "$1"; fi
}

install_debs() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing=() sudo=()
    for pkg in "$@"; do is_installed "$pkg" || missing+=("$pkg"); done
    [ ${#missing[@]} -eq 0 ] && return 0
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    say "installing Debian packages: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    local names=()
    for pkg in "${missing[@]}"; do names+=("$(installable_name "$pkg")"); done
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${names[@]}"
}

if command -v dpkg-query >/dev/null 2>&1; then
    install_debs "${BUILD_DEBS[@]}" "${RUNTIME_DEBS[@]}"
    # A Debian or Ubuntu python3 needs its venv module and its shared library (for PyInstaller).
    if [ "$("$PYTHON" -c 'import sys; print(sys.base_prefix)')" = /usr ]; then
        pyver=$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
        install_debs "python$pyver-venv" "libpython$pyver"
        [ "$COMPILED" = 1 ] && install_debs "python$pyver-dev"
    fi
elif [ "$MAKE_DEB" = 1 ]; then
    die "making a .deb needs dpkg; use --no-deb on this system"
fi

# --- the build environment ----------------------------------------------------------------------
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
    || die "$PYTHON is older than Python 3.11"
stamp=$VENV/.installed
if [ ! -x "$VENV/bin/python" ]; then
    say "creating the build environment $VENV"
    mkdir -p "$BUILD"
    "$PYTHON" -m venv "$VENV"
fi
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ "$0" -nt "$stamp" ]; then
    say "installing StudDesk, its dependencies and PyInstaller into $VENV"
    "$VENV/bin/python" -m pip install -q --upgrade pip
    "$VENV/bin/python" -m pip install -q . "pyinstaller>=6.10,<7"
    touch "$stamp"
fi
# StudDesk itself, every time: the bundle is made from what is installed here (studdesk.spec),
# the engine compiled with mypyc unless STUDDESK_COMPILED=0.
if [ "$COMPILED" = 1 ]; then
    say "installing StudDesk with the engine compiled with mypyc (a few minutes)"
else
    say "installing StudDesk with the pure-Python engine"
fi
STUDDESK_COMPILED=$COMPILED "$VENV/bin/python" -m pip install -q --no-deps --force-reinstall .

# --- the bundle ---------------------------------------------------------------------------------
say "building the bundle $BUNDLE (PyInstaller)"
t0=$(date +%s)
rm -rf "$BUNDLE"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath "$BUILD/pyinstaller" packaging/studdesk.spec \
    2> >(grep -v -e "Library not found: could not resolve 'libgtk-3" \
                 -e "Library not found: could not resolve 'libgdk-3" >&2)
[ -x "$BUNDLE/studdesk" ] || die "PyInstaller made no $BUNDLE/studdesk"
t_bundle=$(( $(date +%s) - t0 ))

say "checking the bundle"
# Some Pythons (pyenv's, for one) give their extension modules a RUNPATH into the build machine's
# Python; the bundle must not look there. Only $ORIGIN-relative entries stay.
while IFS= read -r -d '' f; do
    rpath=$(patchelf --print-rpath "$f" 2>/dev/null) || continue
    [ -n "$rpath" ] || continue
    # shellcheck disable=SC2016 # a literal $ORIGIN
    keep=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: - || true)
    [ "$keep" = "$rpath" ] && continue
    if [ -n "$keep" ]; then patchelf --set-rpath "$keep" "$f"; else patchelf --remove-rpath "$f"; fi
done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' \) -print0)
dangling=$(find "$BUNDLE" -xtype l)
[ -z "$dangling" ] || die "dangling links in the bundle: $dangling"
# Every library a bundled file needs must resolve, in the bundle or on this system. The GTK 3
# platform theme is optional (Recommends: libgtk-3-0): Qt skips it where GTK is missing.
ELF_FILES=()
while IFS= read -r -d '' f; do
    [ "$(head -c4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] && ELF_FILES+=("$f")
done < <(find "$BUNDLE" -type f \( -name '*.so' -o -name '*.so.*' -o -path "$BUNDLE/studdesk" \) -print0)
REQUIRED_ELF=()
for f in "${ELF_FILES[@]}"; do
    case "$f" in */platformthemes/libqgtk3.so) continue ;; esac
    REQUIRED_ELF+=("$f")
    unresolved=$(ldd "$f" 2>/dev/null | awk '/not found/ {print $1}' | sort -u | tr '\n' ' ')
    [ -z "$unresolved" ] || die "$f needs libraries found neither in the bundle nor here: $unresolved"
done
unstripped=$(file "${ELF_FILES[@]}" | grep -c 'not stripped' || true)
[ "$unstripped" -eq 0 ] || say "note: $unstripped binaries are not stripped"

say "running the bundle"
got=$("$BUNDLE/studdesk" --version)
[ "$got" = "studdesk $VERSION" ] || die "the bundle says '$got', expected 'studdesk $VERSION'"
if "$BUNDLE/studdesk" --help | grep -qw 'self-test'; then
    report=$(QT_QPA_PLATFORM=offscreen "$BUNDLE/studdesk" self-test) \
        || { printf '%s\n' "$report"; die "studdesk self-test failed"; }
    printf '%s\n' "$report"
    # Its second line says which engine the bundle runs.
    if [ "$COMPILED" = 1 ]; then want="engine: compiled (mypyc)"; else want="engine: pure Python"; fi
    grep -q "^$want" <<<"$report" || die "the bundle's self-test does not say '$want'"
else
    say "note: the app has no 'self-test' command yet; only --version was run"
fi

ARCH=$( (command -v dpkg >/dev/null && dpkg --print-architecture) || uname -m)
TARBALL=dist/studdesk-$VERSION-linux-$ARCH.tar.gz
say "packing $TARBALL"
tar -C dist -czf "$TARBALL" studdesk

# --- the .deb -----------------------------------------------------------------------------------
DEB=dist/studdesk_${VERSION}_${ARCH}.deb
if [ "$MAKE_DEB" = 1 ]; then
    say "making $DEB"
    t0=$(date +%s)
    STAGE=$BUILD/deb
    PKG=$STAGE/studdesk
    rm -rf "$STAGE"
    mkdir -p "$PKG/DEBIAN" "$PKG/opt" "$PKG/usr/bin" "$PKG/usr/share/applications" \
        "$PKG/usr/share/metainfo" "$PKG/usr/share/icons/hicolor/scalable/apps" \
        "$PKG/usr/share/doc/studdesk" "$PKG/usr/share/man/man6" "$PKG/usr/share/lintian/overrides"
    cp -a "$BUNDLE" "$PKG/opt/studdesk"
    # Debian's rules: shared libraries are not executable; links across top folders are absolute.
    find "$PKG/opt/studdesk" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 644 {} +
    ln -s /opt/studdesk/studdesk "$PKG/usr/bin/studdesk"
    install -m 644 packaging/linux/studdesk.desktop "$PKG/usr/share/applications/"
    install -m 644 packaging/linux/io.github.studdesk.StudDesk.metainfo.xml "$PKG/usr/share/metainfo/"
    install -m 644 "$ICONS/studdesk.svg" "$PKG/usr/share/icons/hicolor/scalable/apps/studdesk.svg"
    for png in "${PNG_ICONS[@]}"; do
        size=$(basename "$(dirname "$(dirname "$png")")")
        install -D -m 644 "$png" "$PKG/usr/share/icons/hicolor/$size/apps/studdesk.png"
    done
    install -m 644 packaging/linux/copyright "$PKG/usr/share/doc/studdesk/copyright"
    gzip -9n -c packaging/linux/studdesk.6 > "$PKG/usr/share/man/man6/studdesk.6.gz"
    install -m 644 packaging/linux/lintian-overrides "$PKG/usr/share/lintian/overrides/studdesk"
    changed=$(git log -1 --format=%cD 2>/dev/null || date -R)
    printf 'studdesk (%s) unstable; urgency=medium\n\n  * StudDesk %s.\n\n -- %s  %s\n' \
        "$VERSION" "$VERSION" "$MAINTAINER" "$changed" \
        | gzip -9n > "$PKG/usr/share/doc/studdesk/changelog.gz"
    install -m 755 packaging/linux/postinst packaging/linux/postrm "$PKG/DEBIAN/"
    (cd "$PKG" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z \
        | xargs -0 md5sum > DEBIAN/md5sums)
    chmod -R u+rwX,go+rX,go-w "$PKG"

    # Depends: the Debian packages of the libraries the bundle loads from the system, with the
    # versions their symbols need (dpkg-shlibdeps reads a debian/control, hence the stub).
    libdirs=()
    while IFS= read -r d; do libdirs+=("-l$ROOT/$d"); done \
        < <(printf '%s\n' "${REQUIRED_ELF[@]}" | xargs -n1 dirname | sort -u)
    mkdir -p "$STAGE/debian"
    printf 'Source: studdesk\n\nPackage: studdesk\nArchitecture: any\n' > "$STAGE/debian/control"
    shlibs=$(cd "$STAGE" && dpkg-shlibdeps -O --ignore-missing-info --warnings=0 "${libdirs[@]}" \
        "${REQUIRED_ELF[@]/#/$ROOT/}" 2> "$ROOT/$BUILD/dpkg-shlibdeps.log") \
        || { cat "$BUILD/dpkg-shlibdeps.log" >&2; die "dpkg-shlibdeps failed"; }
    DEPENDS=${shlibs#shlibs:Depends=}
    [ -n "$DEPENDS" ] || die "dpkg-shlibdeps found no dependencies"

    sed -e "s|@VERSION@|$VERSION|" -e "s|@ARCH@|$ARCH|" -e "s|@MAINTAINER@|$MAINTAINER|" \
        -e "s|@INSTALLED_SIZE@|$(du -sk --exclude=DEBIAN "$PKG" | cut -f1)|" \
        -e "s|@DEPENDS@|$DEPENDS|" packaging/linux/control.in > "$PKG/DEBIAN/control"
    rm -f "$DEB"
    dpkg-deb --root-owner-group -Zxz "-z$XZ_LEVEL" --build "$PKG" "$DEB" >/dev/null
    t_deb=$(( $(date +%s) - t0 ))
fi

# --- figures ------------------------------------------------------------------------------------
say "done in $(( $(date +%s) - start )) s (PyInstaller ${t_bundle} s${t_deb:+, .deb ${t_deb} s})"
printf '  bundle   %s  %s\n' "$(du -sh "$BUNDLE" | cut -f1)" "$BUNDLE/"
printf '  tarball  %s  %s\n' "$(du -sh "$TARBALL" | cut -f1)" "$TARBALL"
[ "$MAKE_DEB" = 1 ] && printf '  deb      %s  %s\n' "$(du -sh "$DEB" | cut -f1)" "$DEB"
exit 0
