#!/bin/sh
# Transcript tests: each *.t file holds commands run against the real
# binary and the output expected from them, cram-style:
#
#   $ adjutant -c 'roll d6 roll=4'     a command (sh), run in a fresh folder
#   d6: 4 (real dice)                  its expected stdout+stderr, line by line
#   [1]                                the exit status, when it is not 0
#
# An expected line ending in " (re)" is an extended regular expression for
# the whole line; a line "..." skips any number of actual lines.  Blank
# lines and lines starting with '#' outside a block are ignored.  Every
# file runs in its own folder with its own XDG_DATA_HOME, so sessions and
# imported tables never leak between files.
set -u
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
here=$(cd "$(dirname "$0")" && pwd)
pass=0
fail=0
for t in "$here"/*.t; do
	[ -e "$t" ] || continue
	work=$(mktemp -d)
	mkdir -p "$work/bin" "$work/xdg"
	ln -s "$bin" "$work/bin/adjutant"
	cp -r "$here/../fixtures" "$work/fixtures" 2>/dev/null
	n=0
	cmd=""
	: > "$work/expect"
	# Split the file into numbered command/expectation pairs.
	awk -v dir="$work" '
		function flush() { if (cmd != "") { close(dir "/exp." n) } }
		/^\$ / { flush(); n++; cmd = substr($0, 3);
			print cmd > (dir "/cmd." n); close(dir "/cmd." n);
			printf "" > (dir "/exp." n); next }
		cmd != "" && /^$/ { flush(); cmd = ""; next }
		cmd != "" { print > (dir "/exp." n) }
		END { flush(); print n > (dir "/count") }
	' "$t"
	count=$(cat "$work/count")
	i=1
	tfail=0
	while [ "$i" -le "$count" ]; do
		c=$(cat "$work/cmd.$i")
		(cd "$work" && PATH="$work/bin:$PATH" XDG_DATA_HOME="$work/xdg" \
		    NO_COLOR=1 HOME="$work" sh -c "$c" > "$work/out.$i" 2>&1; \
		    echo "$?" > "$work/rc.$i")
		rc=$(cat "$work/rc.$i")
		[ "$rc" != 0 ] && echo "[$rc]" >> "$work/out.$i"
		if ! awk -f "$here/match.awk" "$work/exp.$i" "$work/out.$i" \
		    > "$work/why.$i"; then
			echo "FAIL $(basename "$t"): \$ $c"
			sed 's/^/    /' "$work/why.$i"
			tfail=1
		fi
		i=$((i + 1))
	done
	if [ $tfail -eq 0 ]; then
		pass=$((pass + 1))
		rm -rf "$work"
	else
		fail=$((fail + 1))
		echo "    (work folder kept: $work)"
	fi
done
echo "transcripts: $pass passed, $fail failed"
[ $fail -eq 0 ]
