#!/usr/bin/env bash
# Refresh the page's two vendored libraries from the npm registry (run by hand; the files are
# committed, so neither the page nor the build needs npm). Pinned versions; the licences are kept.
#   @noble/hashes  SHA-256 and HMAC (a page on plain http has no WebCrypto): sha2, hmac and
#                  the three modules they import, as published (ES modules)
#   @msgpack/msgpack  the wire's msgpack: its ES-module build (dist.esm), as published
set -euo pipefail
cd "$(dirname "$0")"
NOBLE=2.0.1
MSGPACK=3.1.2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "@noble/hashes@$NOBLE" "@msgpack/msgpack@$MSGPACK" >/dev/null)
mkdir -p "$tmp/noble" "$tmp/msgpack"
tar xzf "$tmp/noble-hashes-$NOBLE.tgz" -C "$tmp/noble"
tar xzf "$tmp/msgpack-msgpack-$MSGPACK.tgz" -C "$tmp/msgpack"
rm -rf noble-hashes msgpack
mkdir -p noble-hashes msgpack
for f in sha2.js hmac.js _md.js _u64.js utils.js LICENSE package.json; do
    cp "$tmp/noble/package/$f" noble-hashes/
done
(cd "$tmp/msgpack/package/dist.esm" && find . -name '*.mjs' -print0) | while IFS= read -r -d '' f; do
    mkdir -p "msgpack/$(dirname "$f")"
    cp "$tmp/msgpack/package/dist.esm/$f" "msgpack/$f"
done
cp "$tmp/msgpack/package/LICENSE" "$tmp/msgpack/package/package.json" msgpack/
# Source maps point at files we do not ship: drop the comment so browsers do not ask for them.
find noble-hashes msgpack -name '*.js' -o -name '*.mjs' | xargs sed -i '/^\/\/# sourceMappingURL=/d'
echo "vendored @noble/hashes $NOBLE and @msgpack/msgpack $MSGPACK"
