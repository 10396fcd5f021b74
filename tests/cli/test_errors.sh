# test_errors.sh - docs/ERRORS.md lists every error message in the source,
# each in a code span, word for word: the messages that
# tests/tools/error_messages.c finds (its header says where it looks). The
# extractor is checked first, so that it cannot pass by finding nothing: on a
# sample of each shape a message takes (tests/data/error_shapes.c), whose list
# is below, and on the source, where it must find many messages and known
# ones of each kind.
. tests/cli/lib.sh
found=$(mktemp)
msgs=$(mktemp)
want=$(mktemp)
trap 'rm -f "$out" "$err" "$found" "$msgs" "$want"' EXIT

# has LIST MESSAGE: the list (one message a line) holds the message
has() { grep -qxF -- "$2" "$1"; }

"$TOOLS/error_messages" tests/data/error_shapes.c >"$found"
check "the sample is read" [ $? -eq 0 ]
cut -f2 "$found" | sort -u >"$msgs"
sort -u >"$want" <<'END'
a plain message
after a cast (%zu)
split over adjacent literals on three lines
one side of a ?:
the other side of a ?:
'%s': %s
a reason for the last %s
another reason
'%s' (%s) is a word
in an #ifdef branch, \"quoted\" (and a paren
to stderr, %d
put on stderr
a reason marked for translation
a translated format, %d
a marked format expects %s
a marked reason handed on
bad: %s
two helpers down
a format of a helper: %d words of %s
the last argument
through a helper
an HTTP error body
a ready JSON body, split
, a second part
reason %zu of a move
said on stdout
END
if cmp -s "$msgs" "$want"; then
    pass
else
    fail "the sample's messages differ (< expected, > found):" \
        "$(diff "$want" "$msgs" | grep '^[<>]')"
fi
check "each message comes with its place" [ -z "$(awk -F'\t' \
    'NF != 2 || $1 !~ /^tests\/data\/error_shapes\.c:[0-9]+$/' "$found")" ]
"$TOOLS/error_messages" /dev/null >/dev/null 2>&1
check "finding nothing is a failure" [ $? -eq 2 ]
"$TOOLS/error_messages" >/dev/null 2>&1
check "no file is a failure" [ $? -eq 2 ]

"$TOOLS/error_messages" $(find src -name '*.c' | sort) >"$found"
check "the source is read" [ $? -eq 0 ]
cut -f2 "$found" | sort -u >"$msgs"
check "the source has error messages to find" [ "$(wc -l <"$msgs")" -gt 180 ]
for known in "out of memory" \
    "'%s' alone stands for the bare root; it cannot be mixed with edges" \
    "argument %d: unknown command '%s' (grundy help lists them)" \
    "cannot write the plot to '%s': %s" \
    "no such endpoint (docs/WEB.md lists them)" \
    "illegal move: %s is a '%s' game, it cannot become '%s'" \
    "nothing to undo" \
    "is too long for a number" \
    "only GET is served"; do
    check "the extractor finds: $known" has "$msgs" "$known"
done

while IFS= read -r m; do
    if grep -qF -- "\`$m\`" docs/ERRORS.md; then
        pass
    else
        fail "docs/ERRORS.md lacks: $m ($(M=$m awk -F'\t' '$2 == ENVIRON["M"] { print $1; exit }' \
            "$found"))"
    fi
done <"$msgs"
finish
