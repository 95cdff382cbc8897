#!/usr/bin/env bash
# Counts the instructions of every nibbench measurement at a small N, inside its timed closure only
# (callgrind), and checks them against the budgets committed in Tests/Budgets/instructions.tsv
# (Docs/Performance.md, "Instruction budgets").
#
#   Scripts/instruction-budget.sh            measure, print the table, exit 1 when a count exceeds
#                                            its budget by more than 5% (or has no budget)
#   Scripts/instruction-budget.sh --update   measure and rewrite the budget file; its commit says why
#
# A count more than 5% under its budget is reported, without failing, so the budget can be lowered.
# The measurements are the ones `nibbench --list-measurements` names (every phase of each format;
# the hand-written graph once), each in its own process: `nibbench --sizes N --repeat 1 --warmup 0
# --phase P --format F` under `valgrind --tool=callgrind --toggle-collect`, with the pattern of
# Docs/Performance.md ("Reproducing"), so building the archives and the input, tearing down the
# result and starting the process are not counted. Swift's hashing is seeded per process unless
# SWIFT_DETERMINISTIC_HASHING is set; with it, runs agree within 0.1% (libxml2 seeds its
# dictionary's hash from the clock).
set -euo pipefail
cd "$(dirname "$0")/.."

budget_file=Tests/Budgets/instructions.tsv
size=1000
tolerance=5 # percent

update=false
case "${1:-}" in
"") ;;
--update) update=true ;;
*)
    echo "usage: Scripts/instruction-budget.sh [--update]" >&2
    exit 2
    ;;
esac

command -v valgrind >/dev/null 2>&1 || {
    echo "instruction-budget: valgrind is not installed (apt-get install valgrind)" >&2
    exit 2
}

swift build -c release --product nibbench >&2
nibbench="$(swift build -c release --show-bin-path)/nibbench"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export SWIFT_DETERMINISTIC_HASHING=1

# One line per measurement: format, phase, N, instructions.
measured="$work/measured.tsv"
: >"$measured"
while IFS=$'\t' read -r format phase; do
    # The timed closure's partial-apply forwarder, `...measureTemplate...KXEfU0_TA` (K: it throws; the
    # closures of parseFloor and handwritten do not); where the optimizer specialized `timed` for the
    # closure and left no forwarder (layout's), the closure itself, `...measureLayout...KXEfU0_`.
    pattern="*measure${phase^}*XEfU0_TA"
    if ! nm "$nibbench" | grep "measure${phase^}.*XEfU0_TA\$" >/dev/null; then pattern="*measure${phase^}*XEfU0_"; fi
    format_option=()
    if [ "$format" != "-" ]; then format_option=(--format "$format"); fi
    if ! valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.out" --log-file="$work/valgrind.log" \
        "--toggle-collect=$pattern" \
        "$nibbench" --sizes "$size" --repeat 1 --warmup 0 --no-memory --phase "$phase" "${format_option[@]}" \
        >/dev/null 2>"$work/nibbench.err"; then
        cat "$work/nibbench.err" "$work/valgrind.log" >&2
        echo "instruction-budget: nibbench --phase $phase ${format_option[*]} failed" >&2
        exit 1
    fi
    count="$(awk '$1 == "summary:" { print $2 }' "$work/callgrind.out")"
    # A pattern that matches nothing collects nothing: the closure's name changed.
    if [ -z "$count" ] || [ "$count" -lt 100000 ]; then
        echo "instruction-budget: '$pattern' collected ${count:-no} instructions; find the closure with" \
            "nm $nibbench | grep measure${phase^} (Docs/Performance.md, \"Reproducing\")" >&2
        exit 1
    fi
    printf '%s\t%s\t%s\t%s\n' "$format" "$phase" "$size" "$count" >>"$measured"
done < <("$nibbench" --list-measurements)

# The table: every measurement against its budget, and every budget that nothing measured; exit
# status 1 when one is over budget, has none or was not measured.
report() {
    awk -F '\t' -v tolerance="$tolerance" -v updating="$update" '
        # Thousands separated by commas; counts stay strings, past what awk prints exactly with %d.
        function group(digits,    grouped) {
            grouped = ""
            while (length(digits) > 3) {
                grouped = "," substr(digits, length(digits) - 2) grouped
                digits = substr(digits, 1, length(digits) - 3)
            }
            return digits grouped
        }
        FNR == NR {
            if ($0 !~ /^#/ && NF == 4) { budget[$1 FS $2 FS $3] = $4; order[++budgets] = $1 FS $2 FS $3 }
            next
        }
        BEGIN {
            printf "%-6s %-13s %6s %14s %14s %8s  %s\n", "format", "phase", "N", "budget", "measured", "change", "result"
        }
        {
            key = $1 FS $2 FS $3; seen[key] = 1
            if (!(key in budget)) {
                printf "%-6s %-13s %6s %14s %14s %8s  %s\n", $1, $2, $3, "-", group($4), "", "FAIL: no budget"
                failed++; next
            }
            change = ($4 - budget[key]) * 100 / budget[key]
            if (change > tolerance) { result = "FAIL: over budget"; failed++ }
            else if (change < -tolerance) { result = "under budget: lower it"; lower++ }
            else result = "pass"
            printf "%-6s %-13s %6s %14s %14s %+7.2f%%  %s\n", $1, $2, $3, group(budget[key]), group($4), change, result
        }
        END {
            for (i = 1; i <= budgets; i++) if (!(order[i] in seen)) {
                split(order[i], part, FS)
                printf "%-6s %-13s %6s %14s %14s %8s  %s\n", part[1], part[2], part[3], group(budget[order[i]]), "-", "",
                    "FAIL: not measured"
                failed++
            }
            if (updating == "true") { print "the measured counts replace these budgets"; exit 0 }
            if (lower) print lower " count(s) more than " tolerance "% under budget: lower with Scripts/instruction-budget.sh --update"
            if (failed) {
                print failed " measurement(s) over budget by more than " tolerance "%, without a budget or not measured: find the cause"
                print "(Docs/Performance.md, \"Reproducing\"), or raise the budget with --update in a commit that says why"
                exit 1
            }
        }
    ' "$budget_file" "$measured"
}

if $update; then
    # What the new budgets change, to explain in the commit.
    if [ -f "$budget_file" ]; then report; fi
    mkdir -p "$(dirname "$budget_file")"
    {
        echo "# Instruction budgets of nibbench's measurements: instructions inside each timed closure,"
        echo "# counted by callgrind in one cold run at N controls (Docs/Performance.md, \"Instruction budgets\")."
        echo "# Scripts/instruction-budget.sh fails when a count exceeds its budget by more than ${tolerance}%."
        echo "# Regenerate with Scripts/instruction-budget.sh --update, in a commit whose message says why"
        echo "# each changed budget changed."
        echo "# Measured with: $(swift --version 2>/dev/null | head -n 1);" \
            "libxml2 $(pkg-config --modversion libxml-2.0 2>/dev/null || echo unknown); $(valgrind --version)."
        printf '# format\tphase\tN\tinstructions\n'
        cat "$measured"
    } >"$budget_file"
    echo "instruction-budget: wrote $budget_file" >&2
    exit 0
fi

if [ ! -f "$budget_file" ]; then
    echo "instruction-budget: no $budget_file; make it with Scripts/instruction-budget.sh --update" >&2
    exit 1
fi
report
