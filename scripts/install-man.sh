#!/bin/sh
# Install the manual page where `man adjutant` finds it, without root:
# PREFIX/share/man when that can be written (root, or a prefix of the
# user's own; /usr/local/share/man is on man-db's default path), else the
# user's own ${XDG_DATA_HOME:-~/.local/share}/man, which man-db searches
# when ~/.local/bin is on PATH (it maps each PATH entry's ../share/man).
# Says where it went, and how to reach it when `manpath` does not.
# Usage: install-man.sh PAGE.1 PREFIX [PAGE.5]  (the module format's page)
set -eu
page=$1
prefix=$2
page5=${3:-}
dir=$prefix/share/man
if ! { mkdir -p "$dir/man1" && [ -w "$dir/man1" ]; } 2>/dev/null; then
	dir=${XDG_DATA_HOME:-$HOME/.local/share}/man
	mkdir -p "$dir/man1"
fi
# Beside, then renamed: a reader never meets half a page.
cp "$page" "$dir/man1/adjutant.1.tmp"
chmod 644 "$dir/man1/adjutant.1.tmp"
mv -f "$dir/man1/adjutant.1.tmp" "$dir/man1/adjutant.1"
if [ -n "$page5" ]; then
	mkdir -p "$dir/man5"
	cp "$page5" "$dir/man5/adjutant-module.5.tmp"
	chmod 644 "$dir/man5/adjutant-module.5.tmp"
	mv -f "$dir/man5/adjutant-module.5.tmp" "$dir/man5/adjutant-module.5"
fi
case ":$(manpath 2>/dev/null || true):" in
*":$dir:"*)
	echo "man page: $dir/man1/adjutant.1 (man adjutant)" ;;
*)
	echo "man page: $dir/man1/adjutant.1 (not on man's path: export" \
	    "MANPATH=\"$dir:\" for man adjutant)" ;;
esac
