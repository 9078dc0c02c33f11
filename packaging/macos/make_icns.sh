#!/usr/bin/env bash
# Make the macOS icon, packaging/macos/studdesk.icns, from the PNG icon set, with macOS's own
# sips (to scale) and iconutil (to pack). Runs on macOS only.
#
#   packaging/macos/make_icns.sh
#
# The PNGs are resources/icons/hicolor/<N>x<N>/apps/studdesk.png (STUDDESK_ICONS_DIR overrides
# resources/icons, for trying the script out). Each iconset entry is the PNG of its pixel size
# where there is one, and the largest PNG scaled down otherwise.
set -euo pipefail
cd "$(dirname "$0")/../.."

ICONS=${STUDDESK_ICONS_DIR:-resources/icons}
OUT=packaging/macos/studdesk.icns
SET=build/macos/studdesk.iconset

largest=0
for png in "$ICONS"/hicolor/*x*/apps/studdesk.png; do
    [ -f "$png" ] || continue
    size=$(basename "$(dirname "$(dirname "$png")")")
    n=${size%%x*}
    [ "$size" = "${n}x${n}" ] && [ "$n" -gt "$largest" ] && largest=$n
done
[ "$largest" -gt 0 ] || { echo "make_icns: no $ICONS/hicolor/<N>x<N>/apps/studdesk.png icons" >&2; exit 1; }
[ "$largest" -ge 512 ] || { echo "make_icns: the largest icon is ${largest}px; macOS needs 512x512" >&2; exit 1; }
source_png="$ICONS/hicolor/${largest}x${largest}/apps/studdesk.png"

rm -rf "$SET"
mkdir -p "$SET"
for points in 16 32 128 256 512; do
    for scale in 1 2; do
        px=$((points * scale))
        name=icon_${points}x${points}.png
        [ "$scale" = 2 ] && name=icon_${points}x${points}@2x.png
        exact="$ICONS/hicolor/${px}x${px}/apps/studdesk.png"
        if [ -f "$exact" ]; then
            cp "$exact" "$SET/$name"
        elif [ "$px" -le "$largest" ]; then
            sips -z "$px" "$px" "$source_png" --out "$SET/$name" >/dev/null
        fi  # no 1024px source: the set goes without icon_512x512@2x
    done
done
iconutil --convert icns --output "$OUT" "$SET"
echo "make_icns: $OUT (from ${largest}px and smaller PNGs)"
