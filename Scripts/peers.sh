#!/usr/bin/env bash
# NibKit beside its peers (Docs/Performance.md, "Side by side with the peers"): loads the graph of
# nibbench's archives with NibKit (nibbench), GNUstep's NSNib (the same Cocoa xib), GtkBuilder (an
# equivalent .ui of widgets, and one of plain GObjects) and Qt's QUiLoader (a .ui with connections
# made in code, and one with them in the file), and prints one table in microseconds of thread CPU
# time per control, with the machine and the packages' versions.
#
#   Scripts/peers.sh [N] [REPEAT] [WARMUP]      # defaults: 1000 controls, 21 timed loads, 3 untimed
#
# Not part of the tests: it installs Debian packages where they are missing (apt-get, as .ci/run
# does), builds nibbench in release and the programs in Scripts/peers/, and may take many minutes.
# Every program checks the graph it built (classes, a frame, titles, a color, an outlet, actions
# reaching the owner) before it times anything, and fails if it is wrong.
set -euo pipefail
cd "$(dirname "$0")/.."

controls="${1:-1000}"
repetitions="${2:-21}"
warmups="${3:-3}"
work="$(mktemp -d -t nibkit-peers.XXXXXX)"
build="$work/build"
mkdir -p "$build"

# ---- Packages: GTK 4, GNUstep's gui with its backend and the Objective-C compiler, Qt 6 widgets with
# its tools (QUiLoader), a virtual display.
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
missing=()
pkg-config --exists gtk4 2>/dev/null || missing+=(libgtk-4-dev)
command -v gnustep-config >/dev/null 2>&1 || missing+=(libgnustep-gui-dev gnustep-make)
[ -x "$(gcc -print-prog-name=cc1obj)" ] || missing+=(gobjc)
[ -d /usr/lib/GNUstep/Bundles/libgnustep-back-029.bundle ] || missing+=(gnustep-back0.29)
pkg-config --exists Qt6Widgets 2>/dev/null || missing+=(qt6-base-dev)
pkg-config --exists Qt6UiTools 2>/dev/null || missing+=(qt6-tools-dev)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
if [ ${#missing[@]} -gt 0 ]; then
    $SUDO apt-get update
    $SUDO apt-get install -y --no-install-recommends "${missing[@]}"
fi

# ---- The peers' programs.
peers=Scripts/peers
gcc -std=gnu11 -O2 -Wall -Wextra -o "$build/gtk_load" "$peers/gtk_load.c" $(pkg-config --cflags --libs gtk4) -lm
gcc -std=gnu11 $(gnustep-config --objc-flags) -MF /dev/null -o "$build/gnustep_load" "$peers/gnustep_load.m" \
    $(gnustep-config --gui-libs)
"$(pkg-config --variable=libexecdir Qt6Core)/moc" "$peers/qt_load.cpp" -o "$build/qt_load.moc"
# Qt6UiTools.pc names Qt6OpenGL, whose development package QUiLoader does not need: link it by name.
g++ -std=c++17 -O2 -Wall -Wextra -fPIC -I"$build" -I"$peers" -o "$build/qt_load" "$peers/qt_load.cpp" \
    $(pkg-config --cflags Qt6Widgets Qt6UiTools) $(pkg-config --libs Qt6Widgets) -lQt6UiTools

# ---- NibKit, which also writes every peer's input from its one description of the graph.
swift build -c release --product nibbench
load_start="$(cut -d' ' -f1-3 /proc/loadavg)"
.build/release/nibbench --sizes "$controls" --repeat "$repetitions" --warmup "$warmups" --clock cpu --json \
    --no-memory --write-archives "$work" --write-peers "$work" >"$work/nibbench.json"

# ---- The peers, one after another; each prints `RESULT name N median min max` (ms per load).
base="$work/bench-$controls"
arguments=("$base.outlets.txt" "$controls" "$warmups" "$repetitions")
{
    xvfb-run -a "$build/gnustep_load" "$base.xib" "${arguments[@]}" 2>"$work/gnustep.log"
    xvfb-run -a "$build/gtk_load" "$base.gtk-widgets.ui" "${arguments[@]}" widgets 2>"$work/gtk-widgets.log"
    xvfb-run -a "$build/gtk_load" "$base.gtk-objects.ui" "${arguments[@]}" objects 2>"$work/gtk-objects.log"
    QT_QPA_PLATFORM=offscreen "$build/qt_load" "$base.qt.ui" "${arguments[@]}" code 2>"$work/qt.log"
    QT_QPA_PLATFORM=offscreen "$build/qt_load" "$base.qt-connections.ui" "${arguments[@]}" file \
        2>"$work/qt-connections.log"
} >"$work/peers.txt"
load_end="$(cut -d' ' -f1-3 /proc/loadavg)"

# ---- One table.
python3 - "$work" "$controls" <<'EOF'
import json, os, sys
work, controls = sys.argv[1], int(sys.argv[2])
bench = json.load(open(os.path.join(work, "nibbench.json")))
size = lambda name: os.path.getsize(os.path.join(work, f"bench-{controls}.{name}"))
rows = [
    ("NibKit, `load`", "Cocoa `.xib`", size("xib"), "registered Swift classes", bench["xib"][str(controls)]["load"]),
    ("NibKit, `load`", "`.nibxml`", size("nibxml"), "registered Swift classes", bench["nibxml"][str(controls)]["load"]),
    ("NibKit, `compiledLoad`", "compiled `.xib`", None, "registered Swift classes",
     bench["xib"][str(controls)]["compiledLoad"]),
]
peers = {
    "gnustep": ("GNUstep `NSNib`", "the same `.xib`", "xib", "AppKit objects (NSWindow, NSButton, NSTextField, cells)"),
    "gtk-widgets": ("GtkBuilder", "`.ui`, widgets", "gtk-widgets.ui", "GtkWindow, GtkFixed, GtkButton, GtkEntry"),
    "gtk-objects": ("GtkBuilder", "`.ui`, plain objects", "gtk-objects.ui", "GObjects like nibbench's classes"),
    "qt": ("Qt `QUiLoader`", "`.ui`, connections in code", "qt.ui", "QWidget, QPushButton, QLineEdit"),
    "qt-connections": ("Qt `QUiLoader`", "`.ui`, connections in the file", "qt-connections.ui",
                       "QWidget, QPushButton, QLineEdit"),
}
notes = []
for line in open(os.path.join(work, "peers.txt")):
    fields = line.split()
    if fields[:1] == ["RESULT"]:
        loader, form, file, builds = peers[fields[1]]
        rows.append((loader, form, size(file), builds, float(fields[3])))
    elif fields[:1] == ["NOTE"]:
        notes.append(line[5:].strip())
nibkit = rows[0][4]
print(f"| loader | file | bytes | builds | ms per load | µs per control | × NibKit (xib) |")
print("|---|---|---:|---|---:|---:|---:|")
for loader, form, bytes_, builds, ms in rows:
    shown = f"{bytes_:,}" if bytes_ else "—"
    print(f"| {loader} | {form} | {shown} | {builds} | {ms:.1f} | {ms * 1000 / controls:.1f} | {ms / nibkit:.1f} |")
for note in notes:
    print(f"\nNote: {note}")
EOF

echo
echo "N = $controls controls; medians of $repetitions loads after $warmups untimed, thread CPU time."
echo "Machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ //'), $(nproc) cores," \
    "$(awk '/MemTotal/ { printf "%.0f GB", $2 / 1048576 }' /proc/meminfo);" \
    "load average $load_start at the start, $load_end at the end."
echo "System: $(. /etc/os-release && echo "$PRETTY_NAME"), $(swift --version 2>/dev/null | head -1)"
echo "Packages:"
dpkg-query -W -f='  ${Package} ${Version}\n' libxml2 libgtk-4-1 libgnustep-gui0.29 libgnustep-base1.28 \
    gnustep-back0.29-cairo gobjc libqt6widgets6 libqt6uitools6 xvfb 2>/dev/null || true
echo "Inputs and logs: $work"
