#!/bin/sh
# `make run` installs the manual page where `man adjutant` finds it, with
# no root: under PREFIX when it may be written, else the user's own
# ~/.local/share/man, which man-db searches once ~/.local/bin is on PATH.
# Usage: man.sh (from the top of the tree, the page built or buildable)
set -u
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
no() { echo "FAIL: $*"; fail=1; }

# `make run` asks for it (-n: the recipe printed, nothing run).
make -n --no-print-directory run 2>/dev/null | grep -q 'install-man\.sh' ||
    no "make run does not install the manual page"

# A prefix of our own: the page under PREFIX/share/man/man1.
out=$(timeout 60 make --no-print-directory install-man PREFIX="$tmp/p" 2>&1) ||
    no "make install-man PREFIX: $out"
[ -f "$tmp/p/share/man/man1/adjutant.1" ] || no "no page under PREFIX: $out"
timeout 20 man -M "$tmp/p/share/man" -P cat adjutant 2>/dev/null |
    grep -q 'SYNOPSIS' || no "man -M PREFIX/share/man does not render it"
MANPATH="$tmp/p/share/man" timeout 20 man -P cat adjutant 2>/dev/null |
    grep -q 'SYNOPSIS' || no "MANPATH=PREFIX does not find it"

timeout 20 man -M "$tmp/p/share/man" -P cat 5 adjutant-module 2>/dev/null |
    grep -q 'SECTIONS' || no "the module format's page is not installed beside it"
# Every table of the schema is a section the page describes.
tables=$(grep -c '^CREATE TABLE' db/schema.sql)
shown=$(timeout 20 man -M "$tmp/p/share/man" -P cat 5 adjutant-module \
    2>/dev/null | grep -c '^   [a-z_]*$')
[ "$shown" -eq "$tables" ] ||
    no "adjutant-module(5) describes $shown sections of the $tables tables"

# A prefix not ours to write (as a user's /usr/local): the user's own
# share/man instead, found through PATH as man-db maps it.
mkdir -p "$tmp/home/.local/bin"
out=$(HOME="$tmp/home" PATH="$tmp/home/.local/bin:$PATH" XDG_DATA_HOME= \
    timeout 60 make --no-print-directory install-man \
    PREFIX=/proc/adjutant-nowhere 2>&1) ||
    no "install-man into an unwritable prefix: $out"
[ -f "$tmp/home/.local/share/man/man1/adjutant.1" ] ||
    no "no page under ~/.local/share/man: $out"
case $out in *"(man adjutant)"*) ;; *) no "not said where man finds it: $out" ;; esac
HOME="$tmp/home" PATH="$tmp/home/.local/bin:$PATH" MANPATH= timeout 20 \
    man -P cat adjutant 2>/dev/null | grep -q 'SYNOPSIS' ||
    no "man adjutant does not find ~/.local/share/man/man1/adjutant.1"
# Off man's path: it says how to reach it.
out=$(HOME="$tmp/h2" XDG_DATA_HOME= PATH=/usr/bin:/bin timeout 60 make \
    --no-print-directory install-man PREFIX=/proc/adjutant-nowhere 2>&1)
case $out in *"MANPATH="*) ;; *) no "no MANPATH hint off man's path: $out" ;; esac

[ $fail -eq 0 ] && echo "install: man page ok"
exit $fail
