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
# All a role may read, into read.ROLE: its copy (and a fresh join's, once
# made), its /state and events, its log and status.
reading() {
	f=$(file "$1")
	cat "$f" fresh-"$f" > "read.${f%.adj}" 2>/dev/null
	curl -s -H "Authorization: Bearer $(token "$1")" "$H/state" >> "read.${f%.adj}"
	curl -s -H "Authorization: Bearer $(token "$1")" "$H/events?after=0" \
	    >> "read.${f%.adj}"
	adj "$f" -c log -c status >> "read.${f%.adj}" 2>&1
}
# holds ROLE TEXT: how many times a role's readings hold the text.
holds() { f=$(file "$1"); grep -aic "$2" "read.${f%.adj}"; }
# The Union's depot order before it falls due: the Union's and the
# umpire's; the Confederates' only once the Spy showed it them.
depot_check() {
	for r in $ROLES; do reading "$r"; done
	want=0
	[ "$spy" != none ] && want=1
	check "turn 14: the depot order is in the Union commanders' and the umpire's files" \
	    "yes yes yes" "$(for r in umpire union/hooker union/reynolds; do
		[ "$(holds "$r" "$S_DEPOT")" -gt 0 ] && printf 'yes ' ; done | sed 's/ $//')"
	check "...in the Confederates' only after the Spy's look ($spy)" "$want $want" \
	    "$(for r in confederate/lee confederate/longstreet; do
		[ "$(holds "$r" "$S_DEPOT")" -gt 0 ] && printf '1 ' || printf '0 '; done | sed 's/ $//')"
	check "...never in the observer's" 0 "$(holds observer "$S_DEPOT")"
}
# The rules the program offers as it grows, each played once the game
# has it: the sealed posture (4.1, the flags operational.SIDE) and
# written orders by the delivery roll (21.2).
has_posture= has_orders=
adj u.adj -c 'track operational.union' > /dev/null 2>&1 && has_posture=yes
adj u.adj -c 'help message' 2>&1 | grep -q 'distance=' && has_orders=yes
# flags: the turn's flags that decide who declares first and whether a
# side may write (the Spy, Lee is Sick, a communications breakdown).
flags() {
	adj u.adj --json -c status 2>/dev/null | grep -o \
	    '"\(spy-won\|lee-sick\|comms-breakdown\)[a-z.]*":[01]' | tr -d '"' |
	    tr '\n' ' '
}
# Each side's posture by turn: the Union passive when it orders its
# depot (13.8: a passive side's), both operational on most turns.
posture() {
	case "$1 $2" in
	"confederate 10"|"confederate 25"|"union 8"|"union 12"|"union 20")
		echo passive ;;
	*) echo operational ;;
	esac
}
# The written orders sent, for the check of who read them: SENDER
# RECIPIENT TEXT, one a line.
: > orders.txt
order() {
	act "$1" "message $2 $3 distance=$4"
	echo "$1 $2 $3" >> orders.txt
}
at_step() {
	turn=$1 phase=$2
	if [ "$phase" = declaration ] && [ -n "$has_posture" ]; then
		# The loser of a Spy contest declares first (4.1).
		f=$(flags)
		case $f in
		*spy-won.union:1*) first=confederate ;;
		*) first=union ;;
		esac
		if [ $first = union ]; then
			act union/hooker "declare $(posture union "$turn")"
			act confederate/lee "declare $(posture confederate "$turn")"
		else
			act confederate/lee "declare $(posture confederate "$turn")"
			act union/hooker "declare $(posture union "$turn")"
		fi
	fi
	# Orders between each side's commanders, on turns with no Spy
	# (whose winner may read them) and while the side may write.
	if [ "$phase" = communications ] && [ -n "$has_orders" ]; then
		case " 2 6 11 17 23 27 " in *" $turn "*)
			f=$(flags)
			case $f in *spy-won.*:1*) ;; *)
				case $f in *lee-sick:1*|*comms-breakdown.confederate:1*) ;; *)
					order confederate/lee longstreet "Order-$turn-L-close-up-on-Cashtown" $((turn % 30 + 3))
					order confederate/longstreet lee "Order-$turn-S-Hood-is-at-Cashtown" 12 ;;
				esac
				case $f in *comms-breakdown.union:1*) ;; *)
					order union/hooker reynolds "Order-$turn-H-hold-Pipe-Creek" 18
					order union/reynolds hooker "Order-$turn-R-Buford-on-the-ridge" $((turn + 2)) ;;
				esac ;;
			esac ;;
		esac
	fi
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
	"12 victory-check")
		# The umpire's own dice for the next Random Events Phase: a Spy.
		step="next roll=8" ;;
	"14 random-events")
		depot_check ;;
	"16 action")
		# The players' counts are their side's to keep (15.1).
		act union/reynolds 'track routed-corps.union +1'
		act confederate/longstreet 'track combat-losses.confederate +6' ;;
	"17 action")
		act union/reynolds 'track routed-corps.union -1' ;;
	"18 action")
		# A levy typed out of its step is refused; the umpire overrules,
		# saying why, and every role reads the reason.
		adj longstreet.adj -c 'levy carlisle' > out 2>&1
		check "turn 18: Longstreet's levy out of its step: refused, saying where" 1 \
		    "$(grep -c 'levy: towns are levied in the Confederate Levies Phase' out)"
		act umpire 'levy step="Early levied Carlisle before the march" carlisle' ;;
	"19 action")
		act union/reynolds 'track routed-corps.union +1'
		act umpire status
		act umpire 'undo reason="the corps rallied before dark"' ;;
	"10 levies")
		act confederate/lee 'levy hagerstown' ;;
	"14 levies")
		act confederate/longstreet 'levy york' ;;
	"15 county-control")
		act confederate/longstreet 'county adams' ;;
	esac
	# Each side's overall commander works out its minutes (22.2).
	if [ "$phase" = time-allocation ] && [ "$turn" -ge 4 ]; then
		act confederate/lee 'compute time-allowance side=confederate players=2 engaged=1 operational'
		act union/hooker 'compute time-allowance side=union players=2 engaged=1 operational'
	fi
	# The Spy's winner examines the loser's depot order (2.0, 13.8).
	if [ "$phase" = reinforcements ] && [ "$turn" = 13 ] &&
	    [ "$(flag spy-won.confederate)" = 1 ]; then
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
	step=next
	at_step "$1" "$2"
	# The umpire looks before moving on: a `next` typed before another
	# role's doing came in is not sent.
	[ -n "$acted" ] && adj u.adj -c status > /dev/null 2>&1
	# (A `next` the server did not answer is queued: the evening stops.)
	if ! adj u.adj -c "$step" > step.out 2>&1 ||
	    grep -q '^No answer\|^Queued' step.out; then
		bad="$bad
     umpire next at $(now): $(grep -v '^Meanwhile' step.out | head -2)"
		break
	fi
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

# 3. Every secret is read by whom it belongs to, and found in no file,
# page or answer of any other role (copies, fresh copies, /state,
# events, log, status).
for r in $ROLES; do reading "$r"; done
# secret NAME TEXT ROLES...: those roles read it; the others never do.
secret() {
	name=$1 text=$2
	shift 2
	may= mayn=0 not= notn=0
	for r in $ROLES; do
		case " $* " in
		*" $r "*) [ "$(holds "$r" "$text")" -gt 0 ] && mayn=$((mayn + 1)) ;;
		*) [ "$(holds "$r" "$text")" -gt 0 ] && not="$not $r" ;;
		esac
	done
	check "$name: read by its $# roles" "$#" "$mayn"
	check "...and in no file, page or answer of another role" "" "$not"
}
secret "the umpire's private note" "$S_UMPIRE" umpire
secret "Longstreet's note to his side" "$S_CSA" umpire confederate/lee \
    confederate/longstreet
secret "Reynolds's note to his side" "$S_USA" umpire union/hooker union/reynolds
# Each written order: its sender's and the umpire's; its recipient's once
# delivered (now or the next day), never if destroyed; nobody else's.
while read -r from to text; do
	to=$(echo "$ROLES" | tr ' ' '\n' | grep "/$to\$")
	if [ "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'delivery' AND text LIKE '%$text%'")" -gt 0 ]; then
		secret "$text, delivered" "$text" umpire "$from" "$to"
	else
		secret "$text, not delivered" "$text" umpire "$from"
	fi
done < orders.txt

# 4. The log the server answers a role is the one its copy gives offline:
# the same events, each with the same turn, step, kind, words, actor and
# undone mark; and the events the server says are hidden from the role
# are exactly those its copy does not hold.  (Offline the copy has no
# fold: it lists the turn by number and the events it holds alone.)
logrows() {
	sqlite3 :memory: "WITH e AS (SELECT value AS v FROM json_each(readfile('$1'),
	    '\$.events')), n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n
	    WHERE i < $2) SELECT CASE WHEN json_extract(v, '\$.hidden') OR
	    v IS NULL THEN i || '|hidden' ELSE i || '|' || coalesce(json_extract(v,
	    '\$.game_turn'), json_extract(v, '\$.turn')) || '|' ||
	    json_extract(v, '\$.phase') || '|' || json_extract(v, '\$.kind') ||
	    '|' || json_extract(v, '\$.text') || '|' || json_extract(v, '\$.by') ||
	    '|' || json_extract(v, '\$.undone') END FROM n LEFT JOIN e ON
	    json_extract(v, '\$.seq') = i ORDER BY i"
}
for r in $ROLES; do
	f=$(file "$r")
	adj "$f" --json -c log 2>&1 | tail -1 > "log-on.${f%.adj}"
done
t2=$(date +%s)
serve_stop
last=$(sqlite3 "d/$C.adj" 'SELECT max(seq) FROM event')
for r in $ROLES; do
	f=$(file "$r")
	adj "$f" --json -c log 2>&1 | tail -1 > "log-off.${f%.adj}"
	logrows "log-on.${f%.adj}" "$last" > on.rows
	logrows "log-off.${f%.adj}" "$last" > off.rows
	check "$r: the server's log for the role is its copy's, event by event ($(grep -vc '|hidden$' off.rows) held, $(grep -c '|hidden$' off.rows) hidden)" \
	    same "$(cmp -s on.rows off.rows && echo same)"
done

# 5. The after-action report names which commander did what, as each
# role may see it: the umpire's copy exports the whole campaign, and
# each commander's or the observer's view of it.
for x in md html json; do
	adj u.adj -c "export aar.$x" > out 2>&1
	check "the umpire exports the campaign's report (.$x)" 1 \
	    "$(grep -c "^Exported [0-9]* events .* to aar.$x (all view" out)"
done
check "the report names who acted: Lee levied Hagerstown, Longstreet York" "1 1" \
    "$(grep -c '^- Lee \\(Confederate\\): Hagerstown levied$' aar.md) $(grep -c '^- Longstreet \\(Confederate\\): York levied$' aar.md)"
check "...Hooker gave the depot order, the umpire ruled the map" "1 1" \
    "$(grep -c '^- Hooker \\(Union\\): Union secret order, build a depot' aar.md) $(grep -c '^- Umpire: Confederate infantry north of the Potomac' aar.md)"
check "...each note its writer" "1 1" \
    "$(grep -c '^- \*\*Note:\*\* Longstreet \\(Confederate\\): “Hood takes' aar.md) $(grep -c '^- \*\*Note:\*\* Reynolds \\(Union\\): “Buford' aar.md)"
check "...in the page's By column, and the JSON's by and by_name" "1 1" \
    "$(grep -c '<td class="by">Longstreet (Confederate)</td><td>York levied' aar.html) $(grep -q '"by": "confederate/longstreet",$' aar.json && grep -c '"by_name": "Longstreet (Confederate)",$' aar.json | sed 's/^[1-9][0-9]*$/1/')"
check "...the umpire's overrule with its reason, and what he undid, struck through" "1 1 1" \
    "$(grep -c 'Early levied Carlisle before the march' aar.md) $(grep -c '^- Reynolds \\(Union\\): ~~Corps with a unit routed.* 0 -\\> 1~~ (undone)$' aar.md) $(grep -c '^- Umpire undid .*“the corps rallied before dark”$' aar.md)"
if [ -n "$has_posture" ]; then
	check "...each side's overall commander his posture, sealed" "yes yes" \
	    "$(grep -q '^- Lee \\(Confederate\\): Confederate posture \\(sealed\\): Operational$' aar.md && echo yes) $(grep -q '^- Hooker \\(Union\\): Union posture \\(sealed\\): Passive$' aar.md && echo yes)"
fi
if [ -n "$has_orders" ]; then
	# (Lee's first order, and the first of his that came through.)
	first=$(sqlite3 "d/$C.adj" "SELECT substr(text, instr(text, '“Order-'), 14) FROM event WHERE kind = 'delivery' AND text LIKE '%“Order-%-L-%' ORDER BY seq LIMIT 1")
	check "...the writer of each order, and the umpire's walk its delivery ($first)" "1 1" \
	    "$(grep -c '^- Lee \\(Confederate\\): Message \\#1 to Longstreet \\(Confederate\\), written' aar.md) $(grep -c "^- Umpire: Message \\\\#[0-9]* from Lee \\\\(Confederate\\\\): $first" aar.md)"
fi
for v in lee longstreet hooker reynolds observer union; do
	adj u.adj -c "export $v.md --side $v" > out 2>&1
	check "the umpire exports the $v view's report" 1 "$(grep -c "^Exported .* to $v.md ($(
	    case $v in lee|longstreet) echo confederate/$v ;; hooker|reynolds) echo union/$v ;;
	    *) echo $v ;; esac) view" out)"
done
for v in lee longstreet hooker reynolds observer; do
	check "...the $v view's names Longstreet's levy, as every role reads it" 1 \
	    "$(grep -c '^- Longstreet \\(Confederate\\): York levied$' $v.md)"
done
check "...and holds its side's secrets, no other's" "1 1 0 0 0" \
    "$(grep -c 'Hood takes' lee.md) $(grep -c 'Buford holds' reynolds.md) $(grep -c 'Buford holds' lee.md) $(grep -c 'Hood takes' hooker.md) $(grep -c 'Pipe Creek' longstreet.md union.md | grep -vc ':0$')"
if [ -n "$has_orders" ]; then
	check "...the delivery roll is in the writer's report, not the reader's" \
	    "$(grep -c '^confederate/lee ' orders.txt) 0" \
	    "$(grep -c 'written .*die [1-6].*“Order-[0-9]*-L-' lee.md) $(grep -c 'die [1-6].*“Order-[0-9]*-L-' longstreet.md)"
fi
check "...the observer's, none" "0 0 0" \
    "$(grep -c 'Hood takes' observer.md) $(grep -c 'Buford holds' observer.md) $(grep -c 'Pipe Creek' observer.md)"
adj lee.adj -c "export mine.md" > out 2>&1; rc=$?
check "a commander's copy exports nothing: the umpire's does" "1 1" \
    "$rc $(grep -c 'works on the whole game' out)"
adj u.adj -c "export x.md --side nobody" > out 2>&1; rc=$?
check "...a view there is not, refused naming what it takes" "1 1" \
    "$rc $(grep -c 'takes a side of The Long Roads to Gettysburg, a commander or observer, not "nobody"' out)"

echo "     the campaign took $((t1 - t0)) s, the comparisons $((t2 - t1)) s"
finish lr-evening
