# Shared by the tests/cli scripts (sourced): counters and the check helpers.
passed=0 failed=0
ok() { passed=$((passed + 1)); }
bad() { failed=$((failed + 1)); echo "FAIL: $1"; shift; printf '  %s\n' "$@"; }
# expect NAME EXPECTED ACTUAL
expect() { if [ "$2" == "$3" ]; then ok; else bad "$1" "expected: '$2'" "actual:   '$3'"; fi; }
# has NAME FILE REGEX: FILE has a line matching REGEX.
has() { if grep -qE -- "$3" "$2"; then ok; else bad "$1" "no line matching: $3" "$(cat "$2")"; fi; }
