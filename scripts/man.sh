#!/bin/sh
# The manual page adjutant(1), made from the program's own texts: its
# --help (usage, options, exit status, files) and `help` (the commands),
# so the page and the program never disagree.
# Usage: man.sh ADJUTANT OUT.1
set -eu
bin=$1
out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
XDG_DATA_HOME=$tmp HOME=$tmp "$bin" --help > "$tmp/help"
XDG_DATA_HOME=$tmp HOME=$tmp "$bin" help > "$tmp/commands"
version=$("$bin" --version | awk '{ print $2 }')
# roff: a leading dot or quote would be a request, a backslash an escape.
esc() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }
{
	echo ".TH ADJUTANT 1 \"\" \"adjutant $version\" \"User Commands\""
	echo ".SH NAME"
	echo "adjutant \\- a table-side companion for historical board wargames"
	echo ".SH SYNOPSIS"
	sed -n '1,2p' "$tmp/help" | sed 's/^usage: //; s/^ *//' | esc |
	    sed 's/^/.br\n/' | sed '1d'
	echo ".SH DESCRIPTION"
	awk 'NR > 3 && /^Options:/ { exit } NR > 3' "$tmp/help" | esc
	echo ".SH OPTIONS"
	awk '/^Options:/ { f = 1; next } f && /^$/ { exit } f' "$tmp/help" |
	    esc | awk '
		/^  [^ ]/ {
			sub(/^  /, ""); n = index($0, "  ")
			print ".TP"; print substr($0, 1, n - 1)
			t = substr($0, n); sub(/^ +/, "", t); print t; next }
		{ sub(/^ +/, ""); print }'
	# Run with no game open, `help` lists every command: those of every
	# game first, then each mechanism's under a heading naming the games
	# that have it.
	echo ".SH COMMANDS"
	sed '1d' "$tmp/commands" | esc | awk '
		/^$/ { next }
		/^[^ ]/ { print ".SS " $0; next }
		{
		sub(/^  /, ""); n = index($0, " ")
		print ".TP"; print ".B " substr($0, 1, n - 1)
		t = substr($0, n); sub(/^ +/, "", t); print t }'
	echo ".PP"
	echo "Any unique prefix of a command works; \\fBhelp COMMAND\\fR explains one."
	echo ".SH EXIT STATUS"
	awk '/^Exit status:/ { f = 1 } f && /^$/ { exit } f' "$tmp/help" |
	    sed 's/^Exit status: //' | esc
	echo ".SH FILES"
	awk '/^Files:/ { f = 1 } f && /^$/ { exit } f' "$tmp/help" |
	    sed 's/^Files: //' | esc
	echo ".SH SEE ALSO"
	echo "The README, and \\fBhelp\\fR at the prompt."
} > "$out"
