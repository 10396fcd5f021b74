# test_install.sh - `make install PREFIX=...` puts the binary, the library,
# the header, grundy.pc, the man page and the shell completions in place,
# the example plugin builds against it and the installed grundy loads it, and a program built
# against the installed library (through pkg-config) solves a position.
. tests/cli/lib.sh
build=$(dirname "$GRUNDY")
prefix=$(mktemp -d)
make -s install PREFIX="$prefix" BUILD="$build" >/dev/null 2>&1
check "make install succeeds" [ $? -eq 0 ]
for f in bin/grundy lib/libgrundy.a lib/libgrundy.so include/grundy.h \
         lib/pkgconfig/grundy.pc share/man/man1/grundy.1 \
         share/bash-completion/completions/grundy share/zsh/site-functions/_grundy \
         share/fish/vendor_completions.d/grundy.fish; do
    check "installs $f" [ -s "$prefix/$f" ]
done
check "libgrundy.so links to libgrundy.so.0" [ "$(readlink "$prefix/lib/libgrundy.so")" = libgrundy.so.0 ]
check "libgrundy.so.0 links to the versioned file" [ -f "$prefix/lib/$(readlink "$prefix/lib/libgrundy.so.0")" ]
if command -v readelf >/dev/null; then
    check "the shared library's SONAME is libgrundy.so.0" \
        sh -c "readelf -d '$prefix/lib/libgrundy.so' | grep -q 'SONAME.*\\[libgrundy.so.0\\]'"
else
    skip "the SONAME check: readelf is not installed (binutils: make deps)"
fi
if command -v nm >/dev/null; then
    # exported: exactly the functions the public header declares
    nm -D --defined-only "$prefix/lib/libgrundy.so" | awk '$2 == "T" {print $3}' | sort >"$prefix/exported"
    sed 's/(\*gr_[a-z0-9_]*)//g' include/grundy.h | grep -o 'gr_[a-z0-9_]*(' | sed 's/($//' |
        sort -u >"$prefix/declared"
    check "the shared library exports only the public gr_ functions" \
        cmp -s "$prefix/exported" "$prefix/declared"
    nm -g --defined-only "$prefix/lib/libgrundy.a" | awk 'NF == 3 {print $3}' | sort >"$prefix/exported"
    check "the static library too (its insides are local)" \
        cmp -s "$prefix/exported" "$prefix/declared"
else
    skip "the exported symbols check: nm is not installed (binutils: make deps)"
fi
check "installed binary runs" sh -c "\"$prefix/bin/grundy\" version | grep -q '^grundy '"
# the catalogues and the man pages of other languages
if [ -f "$build/locale/zh_CN/LC_MESSAGES/grundy.mo" ]; then
    check "installs the zh_CN catalogue" [ -s "$prefix/share/locale/zh_CN/LC_MESSAGES/grundy.mo" ]
    "$prefix/bin/grundy" --lang zh solv 2>"$err"
    check "the installed grundy finds it" grep -q '未知命令' "$err"
else
    skip "installing the catalogues: none was built (msgfmt, from Debian's gettext: make deps)"
fi
for m in man/*_*/man1/grundy.1; do
    [ -f "$m" ] || continue
    check "installs $m" cmp -s "$m" "$prefix/share/man/${m#man/}"
done

cat >"$prefix/use.c" <<'EOT'
#include <grundy.h>
#include <stdio.h>
int main(void)
{
    const char *words[] = {"nim", "3", "4", "5"};
    gr_error err;
    gr_analysis a;
    gr_position *p = gr_position_parse_args(words, 4, 1, &err);
    if (p == NULL || gr_solve(p, NULL, &a, &err) != GR_OK)
        return 1;
    if (gr_version() == NULL)
        return 1;
    printf("%c %llu\n", a.outcome == GR_OUTCOME_N ? 'N' : 'P', (unsigned long long)a.value.nimber);
    gr_analysis_free(&a);
    gr_position_free(p);
    return 0;
}
EOT
if command -v pkg-config >/dev/null; then
    flags=$(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags --libs grundy)
    # link the static library so the program runs without LD_LIBRARY_PATH
    cc $TEST_CFLAGS $TEST_LDFLAGS -o "$prefix/use" "$prefix/use.c" \
        $(echo "$flags" | sed "s|-lgrundy|$prefix/lib/libgrundy.a|")
    check "program builds against the installed library via pkg-config" [ $? -eq 0 ]
    # a program with functions named as the library's insides links with it
    sed 's/^int main(void)$/void memo_init(void) {}\nint walk_run(void) { return 0; }\nint main(void)/' \
        "$prefix/use.c" >"$prefix/clash.c"
    cc $TEST_CFLAGS $TEST_LDFLAGS -o "$prefix/clash" "$prefix/clash.c" \
        $(echo "$flags" | sed "s|-lgrundy|$prefix/lib/libgrundy.a|") 2>"$err"
    check "names of the library's insides are free for the program" \
        sh -c "[ -x '$prefix/clash' ] && [ \"\$('$prefix/clash')\" = 'N 2' ]"
    check "program solves nim 3 4 5" [ "$("$prefix/use")" = "N 2" ]
    # the same program linked against the shared library, found by its SONAME
    cc $TEST_CFLAGS $TEST_LDFLAGS -o "$prefix/use_so" "$prefix/use.c" $flags
    check "program links against libgrundy.so" [ $? -eq 0 ]
    check "the dynamically linked program runs" \
        [ "$(LD_LIBRARY_PATH="$prefix/lib" "$prefix/use_so")" = "N 2" ]
    check "it needs libgrundy.so.0" sh -c "readelf -d '$prefix/use_so' | grep -q 'NEEDED.*libgrundy.so.0'"
    # the example plugin, built exactly as docs/PLUGINS.md says, loaded by
    # the installed grundy with no word on where the library is (it is
    # installed off the loader's path here)
    cc $TEST_CFLAGS -shared -fPIC -o "$prefix/euclid.so" examples/euclid.c \
        $(PKG_CONFIG_PATH="$prefix/lib/pkgconfig" pkg-config --cflags grundy)
    check "the example plugin builds with pkg-config" [ $? -eq 0 ]
    check "the plugin needs no libgrundy.so.0 of its own" \
        sh -c "! readelf -d '$prefix/euclid.so' | grep -q 'NEEDED.*libgrundy'"
    "$prefix/bin/grundy" --plugin "$prefix/euclid.so" \
        solve --json euclid 12,5 + nim 3 >"$out" 2>"$err"
    check "the installed grundy loads it and solves with it" grep -q \
        '"values":\[2,3\],"winning_moves":\[{"component":1,"move":"3 -> 2"' "$out"
    GRUNDY_PLUGINS="$prefix/euclid.so" "$prefix/bin/grundy" games >"$out"
    check "GRUNDY_PLUGINS loads it too, and games lists it" grep -q '^euclid ' "$out"
else
    fail "pkg-config is not installed: run 'make deps'"
fi
if [ -f "$build/locale/zh_CN/LC_MESSAGES/grundy.mo" ]; then
    cp -R "$prefix" "$prefix.moved"
    "$prefix.moved/bin/grundy" --lang zh solv 2>"$err"
    check "the installed grundy finds its catalogue once its prefix is moved" grep -q '未知命令' "$err"
    rm -rf "$prefix.moved"
fi
make -s uninstall PREFIX="$prefix" >/dev/null 2>&1
check "uninstall removes the binary" [ ! -e "$prefix/bin/grundy" ]
check "uninstall removes the catalogues and the man pages" \
    [ -z "$(find "$prefix/share/locale" "$prefix/share/man" -type f 2>/dev/null)" ]
rm -rf "$prefix"
finish
