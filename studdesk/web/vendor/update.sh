#!/usr/bin/env bash
# Refresh the page's three vendored libraries from the npm registry (run by hand; the files are
# committed, so neither the page nor the build needs npm). Pinned versions; the licences are kept.
#   @noble/hashes  SHA-256 and HMAC (a page on plain http has no WebCrypto): sha2, hmac and
#                  the three modules they import, as published (ES modules)
#   @msgpack/msgpack  the wire's msgpack: its ES-module build (dist.esm), as published
#   @noble/curves  ristretto255 for the deal nobody has to trust (app/trustless.js): ed25519.js
#                  and the modules it imports, as published, with its bare imports of
#                  @noble/hashes rewritten to the sibling folder (a page has no import map);
#                  its pinned @noble/hashes is the one above (2.4.0 requires exactly 2.4.0)
set -euo pipefail
cd "$(dirname "$0")"
NOBLE=2.4.0
CURVES=2.4.0
MSGPACK=3.1.2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "@noble/hashes@$NOBLE" "@msgpack/msgpack@$MSGPACK" \
    "@noble/curves@$CURVES" >/dev/null)
mkdir -p "$tmp/noble" "$tmp/msgpack" "$tmp/curves"
tar xzf "$tmp/noble-hashes-$NOBLE.tgz" -C "$tmp/noble"
tar xzf "$tmp/noble-curves-$CURVES.tgz" -C "$tmp/curves"
grep -q "\"@noble/hashes\": \"$NOBLE\"" "$tmp/curves/package/package.json" \
    || { echo "@noble/curves $CURVES wants another @noble/hashes than $NOBLE" >&2; exit 1; }
tar xzf "$tmp/msgpack-msgpack-$MSGPACK.tgz" -C "$tmp/msgpack"
rm -rf noble-hashes msgpack noble-curves
mkdir -p noble-hashes msgpack noble-curves/abstract
for f in sha2.js hmac.js _md.js _u64.js utils.js LICENSE package.json; do
    cp "$tmp/noble/package/$f" noble-hashes/
done
(cd "$tmp/msgpack/package/dist.esm" && find . -name '*.mjs' -print0) | while IFS= read -r -d '' f; do
    mkdir -p "msgpack/$(dirname "$f")"
    cp "$tmp/msgpack/package/dist.esm/$f" "msgpack/$f"
done
cp "$tmp/msgpack/package/LICENSE" "$tmp/msgpack/package/package.json" msgpack/
for f in ed25519.js utils.js LICENSE package.json abstract/curve.js abstract/edwards.js \
         abstract/frost.js abstract/fft.js abstract/hash-to-curve.js abstract/modular.js \
         abstract/montgomery.js abstract/oprf.js; do
    cp "$tmp/curves/package/$f" "noble-curves/$f"
done
sed -i "s#from '@noble/hashes/#from '../noble-hashes/#" noble-curves/*.js
sed -i "s#from '@noble/hashes/#from '../../noble-hashes/#" noble-curves/abstract/*.js
if grep -rnE "^(import|export) .*from ['\"]@noble" noble-curves; then
    echo "a bare import is left in noble-curves" >&2; exit 1
fi
# Source maps point at files we do not ship: drop the comment so browsers do not ask for them.
find noble-hashes msgpack noble-curves -name '*.js' -o -name '*.mjs' | xargs sed -i '/^\/\/# sourceMappingURL=/d'
echo "vendored @noble/hashes $NOBLE, @noble/curves $CURVES and @msgpack/msgpack $MSGPACK"
