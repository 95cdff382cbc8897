#!/usr/bin/env bash
# Builds NibKit's API reference with the toolchain's DocC, and fails when a public declaration has
# no documentation comment or the reference has a DocC warning (a symbol link that does not resolve,
# an undocumented parameter, a malformed topic group).
#
#   Scripts/docs.sh             build .build/docs/NibKit.doccarchive
#   Scripts/docs.sh --preview   steps 1 to 3 below, then `docc preview` on localhost:8080 (DOCS_PORT)
#
# One archive documents the whole library: `import NibKit` re-exports every module
# (Sources/NibKit/NibKit.swift), so the umbrella's symbol graph is extracted with the modules it
# re-exports (swift-symbolgraph-extract -experimental-allowed-reexported-modules) and converted
# with the catalog Sources/NibKit/NibKit.docc, whose articles and one page per module organise
# the symbols. DocC converts one module per archive and resolves links into another archive only
# through the experimental `--dependency`, with paths that differ from the umbrella's; one archive
# keeps every link in the sources and the articles resolvable and one search over everything.
#
# Steps:
#   1. swift build --target NibKit (the library modules, debug);
#   2. swift-format lint of the library's sources, of whose findings only
#      AllPublicDeclarationsHaveDocumentation counts: every public and open declaration but an
#      override has a `///` comment;
#   3. swift-symbolgraph-extract for NibKit and its re-exported modules, public symbols only, with
#      what they add to the standard library's types as extension blocks, into
#      .build/docs/symbol-graphs;
#   4. docc convert --warnings-as-errors --enable-inherited-docs (an override without a comment
#      of its own shows its superclass's, a synthesized `init(rawValue:)` the standard library's)
#      with documentation coverage, then every symbol of documentation-coverage.json but an
#      extended module or type must have an abstract.
# The archive is transformed for static hosting (DocC's default): serve .build/docs/NibKit.doccarchive
# with any static file server and open /documentation/nibkit, for example
#   python3 -m http.server --directory .build/docs/NibKit.doccarchive 8000
#   (then http://localhost:8000/documentation/nibkit)
# Needs the Swift toolchain (swift, swift-format, swift-symbolgraph-extract and docc beside it),
# libxml2-dev for the build, and jq to read the coverage file.
set -euo pipefail

cd "$(dirname "$0")/.."

preview=false
case "${1:-}" in
    "") ;;
    --preview) preview=true ;;
    *) echo "usage: Scripts/docs.sh [--preview]" >&2; exit 2 ;;
esac

toolchain_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc=${DOCC:-$toolchain_bin/docc}
symbolgraph_extract=$toolchain_bin/swift-symbolgraph-extract
swift_format=$toolchain_bin/swift-format
for tool in "$docc" "$symbolgraph_extract" "$swift_format"; do
    [[ -x $tool ]] || { echo "docs.sh: $tool not found in the Swift toolchain" >&2; exit 1; }
done
command -v jq >/dev/null || { echo "docs.sh: jq is needed to read DocC's coverage file (apt-get install jq)" >&2; exit 1; }

catalog=Sources/NibKit/NibKit.docc
output=.build/docs
graphs=$output/symbol-graphs
archive=$output/NibKit.doccarchive
# The modules the umbrella re-exports, read from the umbrella itself.
modules=$(sed -n 's/^@_exported import \([A-Za-z0-9_]*\)$/\1/p' Sources/NibKit/NibKit.swift | paste -sd, -)
[[ -n $modules ]] || { echo "docs.sh: no @_exported import in Sources/NibKit/NibKit.swift" >&2; exit 1; }

echo "== build the library"
swift build --target NibKit
bin=$(swift build --show-bin-path)

echo "== every public declaration has a documentation comment"
lint_config=$(mktemp)
trap 'rm -f "$lint_config"' EXIT
"$swift_format" dump-configuration |
    sed 's/"AllPublicDeclarationsHaveDocumentation" : false/"AllPublicDeclarationsHaveDocumentation" : true/' >"$lint_config"
library_sources=()
for module in ${modules//,/ } NibKit; do library_sources+=("Sources/$module"); done
undocumented=$("$swift_format" lint --configuration "$lint_config" -r "${library_sources[@]}" 2>&1 |
    grep '\[AllPublicDeclarationsHaveDocumentation\]' || true)
if [[ -n $undocumented ]]; then
    echo "$undocumented" >&2
    echo "docs.sh: $(wc -l <<<"$undocumented") public declarations have no documentation comment" >&2
    exit 1
fi

echo "== symbol graphs"
rm -rf "$graphs"
mkdir -p "$graphs"
triple=$(swiftc -print-target-info | jq -r .target.triple)
"$symbolgraph_extract" -module-name NibKit -target "$triple" \
    -I "$bin/Modules" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g') \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
    -experimental-allowed-reexported-modules="$modules" -output-dir "$graphs"

docc_options=(
    --additional-symbol-graph-dir "$graphs"
    --fallback-display-name NibKit
    --fallback-bundle-identifier org.nibkit.NibKit
    --enable-inherited-docs
    --warnings-as-errors
)
if $preview; then
    exec "$docc" preview "$catalog" "${docc_options[@]}" --output-path "$output/preview" --port "${DOCS_PORT:-8080}"
fi

echo "== docc convert"
rm -rf "$archive"
"$docc" convert "$catalog" "${docc_options[@]}" --output-path "$archive" \
    --experimental-documentation-coverage --coverage-summary-level brief

# An extended module or type (Swift, Int, for NibNumber's conformances) is a page listing what
# NibKit adds to it, with no declaration of NibKit's own to document; its members are checked.
missing=$(jq -r '.[] | select(.kind.isSymbol and (.hasAbstract | not))
        | select(.kind.id | startswith("org.swift.docc.kind.extended") | not) | .referencePath' \
    "$archive/documentation-coverage.json")
if [[ -n $missing ]]; then
    echo "$missing" >&2
    echo "docs.sh: $(wc -l <<<"$missing") symbols have no summary in the reference" >&2
    exit 1
fi
echo "docs.sh: $archive"
