#!/usr/bin/env bash
# Build StudDesk for macOS from a clean checkout (on a Mac, with Xcode's command-line tools):
#   dist/StudDesk.app                                  the application bundle
#   dist/StudDesk-<version>-macos-<arch>.dmg           a disk image: drag StudDesk to Applications
#
#   packaging/macos/build-macos.sh
#
# PYTHON picks the Python (default python3; 3.11 or newer). The app is signed ad hoc (PyInstaller
# does that); it is neither signed with a Developer ID nor notarised, so Gatekeeper asks the player
# to confirm the first start (right-click > Open).
set -euo pipefail
cd "$(dirname "$0")/../.."
start=$(date +%s)

PYTHON=${PYTHON:-python3}
BUILD=build/macos
VENV=$BUILD/venv
APP=dist/StudDesk.app
say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf '\033[1;31mbuild-macos: %s\033[0m\n' "$*" >&2; exit 1; }

VERSION=$(sed -n 's/^__version__ = "\(.*\)"$/\1/p' studdesk/__init__.py)
[ -n "$VERSION" ] || die "no __version__ = \"...\" line in studdesk/__init__.py"
ARCH=$(uname -m)

"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || die "$PYTHON is older than 3.11"
if [ ! -x "$VENV/bin/python" ]; then
    say "creating the build environment $VENV"
    mkdir -p "$BUILD"
    "$PYTHON" -m venv "$VENV"
fi
say "installing StudDesk, its dependencies and PyInstaller into $VENV"
"$VENV/bin/python" -m pip install -q --upgrade pip
"$VENV/bin/python" -m pip install -q . "pyinstaller>=6.10,<7"

say "making packaging/macos/studdesk.icns"
packaging/macos/make_icns.sh

say "building $APP (PyInstaller)"
rm -rf dist/studdesk "$APP"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath dist --workpath "$BUILD/pyinstaller" packaging/studdesk.spec
[ -d "$APP" ] || die "PyInstaller made no $APP"

say "running the app's command line"
got=$("$APP/Contents/MacOS/studdesk" --version)
[ "$got" = "studdesk $VERSION" ] || die "the app says '$got', expected 'studdesk $VERSION'"
if "$APP/Contents/MacOS/studdesk" --help | grep -qw 'self-test'; then
    QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/studdesk" self-test || die "self-test failed"
else
    say "note: the app has no 'self-test' command yet; only --version was run"
fi
codesign --verify --deep --strict "$APP" || die "the app's (ad hoc) signature does not verify"

DMG=dist/StudDesk-$VERSION-macos-$ARCH.dmg
say "making $DMG"
STAGE=$BUILD/dmg
rm -rf "$STAGE" "$DMG"
mkdir -p "$STAGE"
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
hdiutil create -volname StudDesk -srcfolder "$STAGE" -ov -format UDZO "$DMG" >/dev/null

say "done in $(( $(date +%s) - start )) s"
printf '  app  %s  %s\n' "$(du -sh "$APP" | cut -f1)" "$APP"
printf '  dmg  %s  %s\n' "$(du -sh "$DMG" | cut -f1)" "$DMG"
