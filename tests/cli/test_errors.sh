# test_errors.sh - docs/ERRORS.md lists every error message in the source:
# each format string of gr_error_set, gr_error_at, cli_usage and
# fprintf(stderr, ...) (found by tests/tools/error_messages.c) must appear
# in it, in a code span, word for word.
. tests/cli/lib.sh
msgs=$(mktemp)
"$TOOLS/error_messages" $(find src -name '*.c' | sort) | cut -f2 | sort -u >"$msgs"
check "the source has error messages to find" [ "$(wc -l <"$msgs")" -gt 50 ]
while IFS= read -r m; do
    if grep -qF -- "\`$m\`" docs/ERRORS.md; then pass; else fail "docs/ERRORS.md lacks: $m"; fi
done <"$msgs"
rm -f "$msgs"
finish
