#!/bin/sh
# A whole evening of The Long Roads to Gettysburg, umpired (issue 26,
# item 6): an umpire, two commanders a side (each side's overall
# commander and a subordinate) and an observer, each a real terminal
# joined to one server, play the High Tide campaign with the options of
# rules 21 and 22 through its 29 turns to its end.  The umpire moves the
# game on step by step and rules the map's facts; the commanders do what
# the rules ask of them each turn as far as the program offers it (the
# Union's secret depot order, the Confederate levies and county claims,
# notes to their side); the Spy's winner examines the loser's order.
# At the end each role's copy is compared byte for byte with the
# server's journal as that role may see it, with a fresh join's copy and
# with the log the server answers for it; every secret is looked for in
# the files and pages of each role that may not read it; and the
# after-action report names which commander did what.
# Usage: lr-evening.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { "$bin" --session "$@"; }
t0=$(date +%s)

# The campaign, begun at a table with the options of 21 and 22, served.
adj table.adj -c 'new long-roads high-tide +multiple-commanders +time-limitation' \
    > out 2>&1
check "the table's game starts with the options of 21 and 22" "1 1" \
    "$(grep -c '^Option: Multiple Commanders\.$' out) $(grep -c '^Option: Time Limitation\.$' out)"
"$bin" serve --data d import table.adj > toks.txt 2>&1 || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); OB=$(tok observer)
# Each side's overall commander first (the first put under a side is
# its overall commander), then his subordinate.
for r in "confederate lee" "confederate longstreet" "union hooker" \
    "union reynolds"; do
	# shellcheck disable=SC2086
	"$bin" serve --data d role add "$C" $r >> toks.txt 2>&1 || exit 1
done
check "four commanders, two a side" 4 "$(grep -c '^[a-z]*/[a-z]* [0-9a-f]\{64\}$' toks.txt)"
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
ROLES="umpire observer confederate/lee confederate/longstreet union/hooker union/reynolds"
# The copy, the token and the side of a role.
file() { case $1 in umpire) echo u.adj ;; observer) echo o.adj ;;
	*) echo "${1#*/}.adj" ;; esac; }
token() { tok "$1"; }
for r in $ROLES; do
	adj "$(file "$r")" -c "sync join $URL $(token "$r")" > out 2>&1
	check "$r joins" 1 "$(grep -c '^Joined campaign' out)"
done
adj lee.adj -c campaign > out 2>&1
check "Lee is told who he is" 1 "$(grep -c '^You are the Lee (Confederate)\.$' out)"

# Where the game stands, read from the umpire's copy.
now() { sqlite3 u.adj "SELECT json_extract(data, '\$.turn') || ' ' || json_extract(data, '\$.phase') FROM event WHERE kind = 'phase' ORDER BY seq DESC LIMIT 1"; }
over() { sqlite3 u.adj "SELECT count(*) FROM event WHERE kind = 'end'"; }
flag() { adj u.adj --json -c "track $1" 2>/dev/null | grep -o '"value":[0-9-]*' | head -1 | cut -d: -f2; }
# act ROLE LINE: a command at a role's terminal that must go.
bad=
acted=
act() {
	acted=yes
	if ! adj "$(file "$1")" -c "$2" > act.out 2>&1; then
		bad="$bad
     $1: $2: $(grep -v '^Meanwhile' act.out | head -2)"
	fi
}

# What each role does at a step of a turn, before the umpire moves on.
# Secrets, each of one role or side: the umpire's private note, each
# side's notes, the Union's depot order.
S_UMPIRE="Stuart is lost beyond the Pipe Creek line"
S_CSA="Hood takes the Fairfield road by night"
S_USA="Buford holds the Seminary ridge"
S_DEPOT="emmitsburg"
spy=none
at_step() {
	turn=$1 phase=$2
	case "$turn $phase" in
	"1 reinforcements")
		act umpire "note --umpire $S_UMPIRE"
		act confederate/longstreet "note $S_CSA"
		act union/reynolds "note $S_USA" ;;
	"5 action")
		# The map's facts are the umpire's to rule.
		act umpire 'track csa-infantry-north =1'
		act umpire 'track lee-north =1' ;;
	"9 action")
		act umpire 'track meade-north =1' ;;
	"12 declaration")
		act union/hooker "plan union build-town $S_DEPOT" ;;
	"10 levies")
		act confederate/lee 'levy hagerstown' ;;
	"14 levies")
		act confederate/longstreet 'levy york' ;;
	"15 county-control")
		act confederate/longstreet 'county adams' ;;
	esac
	# The Spy's winner examines the loser's depot order (2.0, 13.8).
	if [ "$phase" = reinforcements ] && [ "$(flag spy-won.confederate)" = 1 ] &&
	    [ "$spy" = none ]; then
		act umpire 'plan union show'
		spy=$turn
	fi
}

# The whole campaign: the umpire moves on step by step; before each
# step is left, the roles do what it asks of them.
i=0
last=
while [ "$(over)" = 0 ] && [ $i -lt 1200 ]; do
	set -- $(now)
	acted=
	at_step "$1" "$2"
	# The umpire looks before moving on: a `next` typed before another
	# role's doing came in is not sent.
	[ -n "$acted" ] && adj u.adj -c status > /dev/null 2>&1
	adj u.adj -c next > step.out 2>&1 || {
		bad="$bad
     umpire next at $(now): $(head -2 step.out)"
		break
	}
	i=$((i + 1))
done
check "the umpire plays the campaign to its end, every command going" "" "$bad"
set -- $(now)
check "...over in turn 29" "29 1" "$1 $(over)"
echo "     $i steps; the spy in turn $spy"
t1=$(date +%s)

# Every terminal catches up.
for r in $ROLES; do adj "$(file "$r")" -c sync > /dev/null 2>&1; done

# 1. Each copy is the server's journal as its role may see it, byte for
# byte: every column of every event, and no other event.
cols="seq, cmd, turn, phase, kind, vis, text, data, at, prev, hash"
seen_by() {
	case $1 in
	umpire) echo "1" ;;
	*) echo "vis IN ('all', '$1', '=$1', '${1%/*}')" ;;
	esac
}
for r in $ROLES; do
	sqlite3 "d/$C.adj" "SELECT $cols FROM event WHERE $(seen_by "$r") ORDER BY seq" > want.$$
	sqlite3 "$(file "$r")" "SELECT $cols FROM event ORDER BY seq" > got.$$
	check "$r: the copy is the server's journal as the role may see it" same \
	    "$(cmp -s want.$$ got.$$ && echo same)"
	# 2. A fresh join holds the same.
	f="fresh-$(file "$r")"
	adj "$f" -c "sync join $URL $(token "$r")" > /dev/null 2>&1
	sqlite3 "$f" "SELECT $cols FROM event ORDER BY seq" > fresh.$$
	check "...a fresh join's copy is the same, byte for byte" same \
	    "$(cmp -s fresh.$$ got.$$ && echo same)"
done
rm -f want.$$ got.$$ fresh.$$

t2=$(date +%s)
echo "     the campaign took $((t1 - t0)) s, the comparisons $((t2 - t1)) s"
serve_stop
finish lr-evening
