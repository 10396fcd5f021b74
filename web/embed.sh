#!/bin/sh
# embed.sh - writes the C file that builds the page's files into grundy:
# one byte array per file and the table serve_asset_find looks in.
# usage: sh web/embed.sh OUT.c web/index.html web/app.js web/style.css
out=$1
shift
{
    echo '/* made by web/embed.sh from the files of web/: do not edit */'
    echo '#include <string.h>'
    echo '#include "serve/serve.h"'
    i=0
    for f in "$@"; do
        echo "static const unsigned char file$i[] = {"
        od -An -v -tx1 "$f" | sed 's/\([0-9a-f][0-9a-f]\)/0x\1,/g'
        echo '0};'
        i=$((i + 1))
    done
    echo 'static const serve_asset assets[] = {'
    i=0
    for f in "$@"; do
        name=/$(basename "$f")
        [ "$name" = /index.html ] && name=/
        case $f in
        *.html) type='text/html; charset=utf-8' ;;
        *.js) type='text/javascript; charset=utf-8' ;;
        *.css) type='text/css; charset=utf-8' ;;
        *) type='application/octet-stream' ;;
        esac
        echo "    {\"$name\", \"$type\", file$i, sizeof file$i - 1},"
        i=$((i + 1))
    done
    echo '};'
    echo 'const serve_asset *serve_asset_find(const char *path)'
    echo '{'
    echo '    size_t i;'
    echo '    for (i = 0; i < sizeof assets / sizeof assets[0]; i++)'
    echo '        if (strcmp(path, assets[i].path) == 0)'
    echo '            return &assets[i];'
    echo '    return NULL;'
    echo '}'
} >"$out"
