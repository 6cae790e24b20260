#!/bin/sh
# The documentation a person reads is the program's: every tour in the
# README runs, --help explains each option, the manual page is whole.
# Every tour in the README runs: each ```text block of prompt lines ("> "
# commands) is played as a script in a fresh folder, in order, and every
# command in it must go (exit status 0).  A tour that needs your player
# aid's table gets the test fixture in its place.
# Usage: run.sh ADJUTANT
readme=$(cd "$(dirname "$0")/../.." && pwd)/README.md
mansh=$(cd "$(dirname "$0")/../.." && pwd)/scripts/man.sh
fixtures=$(cd "$(dirname "$0")/../fixtures" && pwd)
. "$(dirname "$0")/../lib.sh"
# A CRT of the printed shape with no effect in any cell: TEST-ONLY, never
# game data, so that the tour's `table import` has a whole table to take.
{
	echo "roll,C,3,4,5,6-7,8-22,23+"
	for r in 11-16 21-26 31-36 41-46 51-53 54-56 61-62 63-66; do
		printf '%s' "$r"
		for c in 1 2 3 4 5 6 7; do printf ',Severe:-;Tough:-;Routine:-'; done
		echo
	done
} > my-crt.csv
# A block whose lines begin with a role's prompt ("lee> ") is an evening
# at several terminals: roles.N, each line kept whole.
awk -v dir="$work" '
	/^```text$/ { n++; f = dir "/tour." n; g = dir "/roles." n; inblock = 1; next }
	/^```$/ { inblock = 0; close(f); close(g); next }
	inblock && /^> / { sub(/^> /, ""); print > f }
	inblock && /^[a-z]+> / { print > g }
' "$readme"
check "the README has its tours" 9 "$(ls tour.* | wc -l | tr -d ' ')"
check "...and its evening at several terminals" 1 "$(ls roles.* | wc -l | tr -d ' ')"

# The Long Roads umpire's commands before the evening (the section's sh
# block), as the server's operator runs them, into d/ here: the table's
# game, its import, the commanders; the server itself is started below.
awk '/^### The Long Roads to Gettysburg, umpired$/ { s = 1 }
	s && /^```sh$/ { b = 1; next }
	b && /^```$/ { exit }
	b { print }' "$readme" > evening.sh
check "the Long Roads umpire's section has its commands" 2 "$(grep -c '^adjutant ' evening.sh)"
while read -r line; do
	case $line in *--listen*) continue ;; esac
	line=$(echo "$line" | sed "s|--data camp|--data d|; s|CAMPAIGN|${LC:-CAMPAIGN}|")
	eval "\"\$bin\" ${line#adjutant }" > op.out 2>&1
	rc=$?
	check "README, the Long Roads operator: ${line#adjutant }" 0 "$rc"
	cat op.out >> lrtoks.txt
	[ -z "${LC:-}" ] && LC=$(awk '/^campaign/ { print $2 }' op.out)
done < evening.sh

# The shared campaign's tour joins a real server, with its address and
# token in place of the README's.
"$bin" serve --data d new bloodiest-day historical > toks.txt || exit 1
U=$(awk '$1 == "umpire" { print $2 }' toks.txt)
serve_start
sed -i "s|http://10.0.0.5:8080 3f9c...e1|http://127.0.0.1:$port $U|" tour.6

# play NAME TOUR SESSION: a tour as a script; every command must go.
play() {
	"$bin" --seed 1 --session "$3" - < "$2" > "$2.out" 2>&1
	rc=$?
	check "README, $1: every command goes" 0 "$rc"
	[ $rc -eq 0 ] || grep -a -v '^  ' "$2.out" | grep -a -iE \
	    'usage|not |no |cannot|expected|refus|unknown|would|held' |
	    head -5 | sed 's/^/     /'
}
play "a short tour" tour.1 t1.adj
play "Bloodiest Day" tour.2 t2.adj
play "Terrible Swift Sword" tour.3 t3.adj
play "The Long Roads to Gettysburg" tour.4 t7.adj
play "looking back (the Bloodiest Day session)" tour.5 t2.adj
play "a shared campaign" tour.6 t5.adj

# The Long Roads evening: each line at its role's terminal (the role's
# own copy), a `sync join` with the real address and that role's token.
# A terminal catches up before each line, as one left at its prompt does
# by itself.
lrtok() { awk -v r="$1" '$1 == r || $1 ~ ("/" r "$") { print $2 }' lrtoks.txt; }
rc=0
while read -r line; do
	role=${line%%> *}
	cmd=${line#*> }
	case $cmd in
	"sync join "*) cmd="sync join http://127.0.0.1:$port $(lrtok "$role")" ;;
	*) "$bin" --session "lr-$role.adj" -c sync > /dev/null 2>&1 ;;
	esac
	cmd=$(echo "$cmd" | sed 's/  *#.*//')
	if ! "$bin" --session "lr-$role.adj" -c "$cmd" > lr.out 2>&1; then
		rc=1
		echo "     $role> $cmd: $(grep -v '^Meanwhile' lr.out | head -2)"
	fi
done < roles.7
check "README, the Long Roads evening: every command goes at its terminal" 0 "$rc"
serve_stop
play "the Long Roads look-ups" tour.8 t6.adj
# The Shattered Union tour's module is the owner's own: the TEST-ONLY
# module in its place, under the tour's name for it.
sed 's/^game: {id: su-test,/game: {id: my-module,/' \
    "$fixtures/modules/su-test.yaml" > my-module.yaml
play "a Shattered Union module" tour.9 t9.adj
play "game modules" tour.10 t8.adj
check "README, game modules: the export is a module" 1 "$(grep -c "^# Longstreet Attacks: a game module" la.yaml)"

# --help explains every option its usage line names, and the manual page
# made from the program's own texts has every option and every command.
"$bin" --help > help.txt
for o in --session --side --json --seed -c; do
	check "--help explains $o" 1 "$(grep -c "^  $o " help.txt)"
done
sh "$mansh" "$bin" adjutant.1
# With no game open (a data folder with no last session), `help` lists
# every command, each indented under its heading.
check "the manual page has every command" "" \
    "$(XDG_DATA_HOME="$work/nogame" "$bin" help | grep '^  ' |
	awk '{ print $1 }' | while read -r c; do
	grep -q "^\.B $c\$" adjutant.1 || echo "$c"; done)"
check '...one entry each, as `--json help` lists them' \
    "$("$bin" --json help | grep -o '"name":' | wc -l | tr -d ' ')" \
    "$(grep -c '^\.B ' adjutant.1)"
check "...and every option" 6 "$(grep -c '^--session\|^--side\|^--json\|^--seed\|^-c COMMAND\|^-h, --help' adjutant.1)"
finish readme
