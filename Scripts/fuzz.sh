#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for SECONDS, then prints libFuzzer's final statistics.
#
#   Scripts/fuzz.sh TARGET SECONDS [LIBFUZZER-OPTION]...
#
# TARGET is one of:
#   nibxml        the XML reader, NibKit's archive parser, the template builder, instantiation
#   xib           the same for Interface Builder .xib and .storyboard documents and legacy IB3 archives
#   strings       the .strings table reader (text, UTF-16, binary and XML property lists)
#   launch-image  the launch-image file-name parser and selector
#   compiled      the compiled-template reader (bytes, fixed-up checksums, forged tables), binding, instantiation
#   nibarchive    the NIB Archive codec: decode, and re-encoded tables decode to the same tables
#   plist         the bounded property-list reader, the Info.plist model, the property-list linter and
#                 .stringsdict plural rules, fed each input as is and as a binary plist's object table
#   runtime-attributes  chains of user-defined runtime attributes and undefined keys, chosen by
#                 the input, loaded against a small class graph: success, or a located error
#                 with the owner unchanged and no observer notified
#   compiled-nib  Apple's compiled nibs (NIB Archive and keyed-archive .nib files): codec, graph,
#                 UIKit/AppKit mapping, template builder, instantiation; seeded from corpus/nib
#   bundle        bundle trees built on disk from the input (odd names, .lproj folders, FIFOs,
#                 links out of the bundle, loops), then NibBundle, look-ups, launch images and
#                 bundle lint; stops when a sentinel file beside the bundle is read
#   storyboardc   .storyboardc folders built on disk from the input (an Info.plist, XML or binary,
#                 whose map names scene nibs, links out of the folder), then NibStoryboard, every
#                 identifier instantiated, inspect and lint; seeded from corpus/nib's .storyboardc
#   keyed-archive keyed-archive (bplist00) nibs: CompiledNibGraph(keyedArchive:), the parser, the
#                 builder, instantiation, also with the archive's $objects edited and re-encoded
#
# Each target is Tests/Fuzz/Fuzz<Name>.swift plus Tests/Fuzz/FuzzSupport.swift, compiled with
# a snapshot of the library's modules (Sources/NibKit*, their `import NibKit…` lines
# dropped, the umbrella file left out) into one module named NibKit, so internal APIs
# are reachable:
#   swiftc -sanitize=fuzzer,address -parse-as-library -O -module-name NibKit -package-name NibKit \
#          -I Sources/CLibXML2 -Xcc -I/usr/include/libxml2 -lxml2
# with -g for readable stack traces, -swift-version 6 as the package, and lld as the linker (the
# -I makes swiftc find Sources/CLibXML2/module.modulemap, so `import CLibXML2` works
# without SwiftPM). libFuzzer itself comes with the Swift toolchain's clang runtime
# (lib/swift/clang/lib/linux/libclang_rt.fuzzer-x86_64.a): no Debian package is needed
# beyond libxml2-dev.
#
# The corpus is temporary, seeded from ExampleNibs, Tests/Corpus and ../shared/corpus as fits
# the target (the compiled target's seeds are the examples compiled by the target binary
# itself in its seed mode). Set FUZZ_CORPUS=DIR to keep and reuse a corpus instead, and
# FUZZ_REUSE_BINARY=1 to skip the build when the target was built before.
# Crashes, leaks, timeouts and out-of-memory inputs are written to .build/fuzz/artifacts/TARGET/
# and the log to .build/fuzz/TARGET.log; the exit status is libFuzzer's (non-zero on a finding).
# Long runs belong on a developer's machine, never in CI (a smoke run of a few seconds is fine).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() {
    sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
[ $# -ge 2 ] || usage
target=$1
seconds=$2
shift 2
case "$seconds" in '' | *[!0-9]*) usage ;; esac

case "$target" in
    nibxml) source_file=FuzzNibXML.swift ;;
    xib) source_file=FuzzXIB.swift ;;
    strings) source_file=FuzzStrings.swift ;;
    launch-image) source_file=FuzzLaunchImageName.swift ;;
    compiled) source_file=FuzzCompiledTemplate.swift ;;
    nibarchive) source_file=FuzzNIBArchive.swift ;;
    plist) source_file=FuzzPropertyList.swift ;;
    runtime-attributes) source_file=FuzzRuntimeAttributes.swift ;;
    bundle) source_file=FuzzBundle.swift ;;
    compiled-nib) source_file=FuzzCompiledNib.swift ;;
    storyboardc) source_file=FuzzStoryboardc.swift ;;
    keyed-archive) source_file=FuzzKeyedArchive.swift ;;
    *) usage ;;
esac

swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
shared="$root/../shared/corpus"
out="$root/.build/fuzz"
artifacts="$out/artifacts/$target"
mkdir -p "$out" "$artifacts"
scratch=$(mktemp -d "${TMPDIR:-/tmp}/nibkit-fuzz-$target.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

binary="$out/fuzz-$target"
if [ "${FUZZ_REUSE_BINARY:-0}" = 1 ] && [ -x "$binary" ]; then
    echo "== reusing $binary" >&2
else
    # Build from a snapshot, so edits made meanwhile cannot break or skew the build.
    echo "== building $target" >&2
    mkdir -p "$scratch/src"
    mkdir -p "$scratch/src/NibKit"
    for module in Sources/NibKit?*; do cp -R "$module" "$scratch/src/NibKit/"; done
    find "$scratch/src/NibKit" -name '*.swift' -exec sed -i '/^import NibKit[A-Za-z]*$/d' {} +
    cp -R Sources/CLibXML2 "$scratch/src/"
    cp Tests/Fuzz/FuzzSupport.swift "Tests/Fuzz/$source_file" "$scratch/src/"
    xml_flags=$(pkg-config --cflags libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
    xml_libs=$(pkg-config --libs libxml-2.0 2>/dev/null || echo -lxml2)
    # shellcheck disable=SC2046,SC2086
    "$swiftc" -sanitize=fuzzer,address -parse-as-library -O -g -swift-version 6 -module-name NibKit -package-name NibKit \
        -use-ld=lld \
        $(find "$scratch/src/NibKit" -name '*.swift' | sort) \
        "$scratch/src/FuzzSupport.swift" "$scratch/src/$source_file" \
        -I "$scratch/src/CLibXML2" $(printf -- '-Xcc %s ' $xml_flags) $xml_libs \
        -o "$binary"
fi

# Seeds.
if [ -n "${FUZZ_CORPUS:-}" ]; then
    corpus=$FUZZ_CORPUS
else
    corpus="$scratch/corpus"
fi
mkdir -p "$corpus"
seed() { # copies the files given (missing ones are skipped) into the corpus
    local file
    for file in "$@"; do
        [ -f "$file" ] && cp "$file" "$corpus/$(basename "$(dirname "$file")")__$(basename "$file")"
    done
    return 0
}
dictionary=""
xml_dictionary() { # element and attribute names found in the seeds, as libFuzzer tokens
    dictionary="$scratch/xml.dict"
    {
        printf '"<"\n"</"\n"/>"\n"=\\""\n"<?xml version=\\"1.0\\" encoding=\\"UTF-8\\"?>"\n"<!DOCTYPE"\n"<!ENTITY"\n"&amp;"\n"<![CDATA["\n'
        cat "$corpus"/* 2>/dev/null | grep -aoE '<[A-Za-z][A-Za-z0-9]*|[A-Za-z][A-Za-z0-9]*="' |
            sort | uniq -c | sort -rn | head -400 | awk '{print $2}' |
            sed 's/\\/\\\\/g; s/"/\\"/g; s/.*/"&"/'
    } >"$dictionary"
}
case "$target" in
    nibxml)
        seed ExampleNibs/*.nibxml ExampleNibs/Example.app/*.nibxml
        xml_dictionary
        ;;
    xib)
        seed ExampleNibs/*.xib ExampleNibs/Example.app/Base.lproj/*.xib \
            Tests/Corpus/xib/* Tests/Corpus/storyboard/* "$shared"/xib/* "$shared"/storyboard/*
        xml_dictionary
        ;;
    strings)
        seed ExampleNibs/Example.app/*.lproj/*.strings Tests/Corpus/strings/* "$shared"/strings/*
        # A few in UTF-16, both byte orders, and an XML property list.
        for file in ExampleNibs/Example.app/fr.lproj/*.strings; do
            iconv -f UTF-8 -t UTF-16 "$file" >"$corpus/utf16__$(basename "$file")" || true
            iconv -f UTF-8 -t UTF-16BE "$file" >"$corpus/utf16be__$(basename "$file")" || true
        done
        seed "$shared"/plist/DamonZPF__QQZone__Info.plist
        ;;
    plist)
        seed ExampleNibs/Example.app/Info.plist Tests/Corpus/plist/* "$shared"/plist/*
        # A .stringsdict: two variables, one positional form, Russian's categories.
        printf '%s' '<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>%2$#@a@ %1$#@b@</string><key>a</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>ld</string><key>one</key><string>%2$ld</string><key>few</key><string>few</string><key>other</key><string>%2$ld</string></dict><key>b</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>zero</key><string>none</string><key>other</key><string>%1$d</string></dict></dict></dict></plist>' >"$corpus/plural.stringsdict"
        ;;
    launch-image)
        # Line 1: UILaunchImageFile (empty: Default); line 2: URL schemes; then file names.
        for listing in Tests/Corpus/launch-images/* "$shared"/launch-images/*; do
            [ -f "$listing" ] || continue
            { printf '\n\n'; cat "$listing"; } >"$corpus/default__$(basename "$listing")"
            { printf '\nmyscheme other-scheme\n'; cat "$listing"; } >"$corpus/schemes__$(basename "$listing")"
        done
        { printf '\n\n'; ls ExampleNibs/Example.app; } >"$corpus/example-app"
        printf 'MyLaunchImage@2x~ipad.png\nmy-app Landscape\nMyLaunchImage-my-app-Landscape@2x~ipad.png\nMyLaunchImage-568h@2x.png\nMyLaunchImage-Portrait~ipad7.png\n' \
            >"$corpus/custom"
        ;;
    compiled)
        # The target's seed mode compiles each XML archive it is given.
        seeds_in=(ExampleNibs/*.nibxml ExampleNibs/*.xib ExampleNibs/Example.app/*.nibxml
            ExampleNibs/Example.app/Base.lproj/*.xib Tests/Corpus/xib/* Tests/Corpus/storyboard/*)
        NIBKIT_FUZZ_WRITE_SEEDS="$corpus" "$binary" "${seeds_in[@]}" >/dev/null 2>&1 || true
        ;;
    nibarchive)
        # Every NIB Archive of the corpus: flat nibs and the members of nib directories and .storyboardc folders.
        while IFS= read -r -d '' file; do
            [ "$(head -c 10 "$file" | tr -d '\0')" = NIBArchive ] && cp "$file" "$corpus/$(printf '%s' "${file#"$shared"/nib/}" | tr / _)"
        done < <(find "$shared/nib" -type f -print0 2>/dev/null)
        ;;
    compiled-nib)
        # Every flat .nib and every member of a .nib directory or .storyboardc that is one.
        while IFS= read -r -d '' file; do
            case "$(head -c 8 "$file" | tr -d '\0')" in
                NIBArchi* | bplist00) cp "$file" "$corpus/$(printf '%s' "${file#"$shared"/nib/}" | tr '/' '_')" ;;
            esac
        done < <(find "$shared/nib" -type f -name '*.nib' -print0 2>/dev/null)
        ;;
    keyed-archive)
        # Every keyed-archive nib of the corpus: flat nibs and members of nib directories and .storyboardc folders.
        while IFS= read -r -d '' file; do
            [ "$(head -c 8 "$file")" = bplist00 ] && cp "$file" "$corpus/$(printf '%s' "${file#"$shared"/nib/}" | tr '/' '_')"
        done < <(find "$shared/nib" -type f -print0 2>/dev/null)
        ;;
    storyboardc)
        # Each corpus .storyboardc as sections (FuzzStoryboardc.swift): a flags byte, its Info.plist,
        # then every nib, a nib directory's members as Name.nib/member. The flags keep the Info.plist
        # as it is (0), rewrite it as XML (1) or binary (2), or as XML with a map of 40 identifiers
        # naming the first nib and one naming a missing nib, an entry point, for iOS 11 (0x15).
        export TMPDIR="$scratch"
        for folder in "$shared"/nib/*.storyboardc; do
            [ -f "$folder/Info.plist" ] || continue
            first=$(find "$folder" -maxdepth 1 -name '*.nib' | sort | head -1)
            first=$(basename "${first:-x.nib}" .nib)
            for flags in 000 001 002 025; do
                {
                    printf "\\$flags@@ Info.plist\n"
                    cat "$folder/Info.plist"
                    while IFS= read -r -d '' member; do
                        printf '\n@@ %s\n' "${member#"$folder"/}"
                        cat "$member"
                    done < <(find "$folder" -type f ! -name Info.plist -print0 | sort -z)
                    if [ "$flags" = 025 ]; then printf '\n@@ map\nmany*40=%s\ngone=Nowhere\n' "$first"; fi
                } >"$corpus/$(basename "$folder" .storyboardc)__$flags"
            done
        done
        ;;
    runtime-attributes)
        # Choices, not XML: the first chains set 'child' to nil and then go through it.
        printf '\002\000\000\000\001\000\003\001\001' >"$corpus/nil-then-through"
        printf '\003\005\000\002\001\002\001\002\010\004\001' >"$corpus/object-then-through"
        printf '\007\001\011\001\002\003\000\004\002\001\010\005\002\012\000\001\002' >"$corpus/bag-keys"
        ;;
    bundle)
        # Byte programs (FuzzBundle.swift): layout, Info.plist flags, then instructions. The
        # trees and sentinels go in the scratch folder, removed at exit.
        export TMPDIR="$scratch"
        printf '\000\077\000\000\001\032\000\002\000\001\032\000\000\001\003\001\001\000\002\007\000\004' >"$corpus/flat"
        printf '\002\076\002\001\031\000\002\001\016\000\003\000\001\001\000\005\000\000\001\002' >"$corpus/framework"
        printf '\001\003\001\001\040\001\002\001\000\035\000\003\000\001\001\034\006\000\011\101\033\142\012\056\056\057' >"$corpus/mac"
        ;;
esac
echo "== $(find "$corpus" -type f | wc -l) seeds; fuzzing $target for $seconds s" >&2

options=(-max_total_time="$seconds" -print_final_stats=1 -timeout=10 -rss_limit_mb=4096
    -artifact_prefix="$artifacts/")
[ -n "$dictionary" ] && options+=(-dict="$dictionary")
# Interface Builder seeds reach 900 kB and .strings seeds 500 kB; mutating inputs that large runs at
# a few dozen executions a second, so those targets work on at most the first 128 kB of each (a
# -max_len given on the command line wins).
case "$target" in xib | strings) options+=(-max_len=131072) ;; esac
# Foundation's own leaks are not findings; see the file.
export LSAN_OPTIONS="suppressions=$root/Tests/Fuzz/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
set +e
"$binary" "${options[@]}" "$@" "$corpus" 2>&1 | tee "$out/$target.log" | grep -E --line-buffered \
    '^#[0-9]+.*(INITED|DONE|pulse)|ERROR|SUMMARY|Test unit written|==[0-9]+=='
status=${PIPESTATUS[0]}
set -e

echo "== $target: $(grep -E '^#[0-9]+' "$out/$target.log" | tail -1)"
grep '^stat::' "$out/$target.log" || true
echo "== corpus: $(find "$corpus" -type f | wc -l) inputs; artifacts: $(find "$artifacts" -type f | wc -l) in $artifacts"
exit "$status"
