#!/bin/sh
# A whole evening of The Long Roads to Gettysburg, umpired (issue 26,
# item 6): an umpire, two commanders a side (each side's overall
# commander and a subordinate) and an observer, each a real terminal
# joined to one server, play the High Tide campaign with the options of
# rules 21 and 22 through its 29 turns to its end.  The umpire moves the
# game on step by step and rules the map's facts; the commanders do what
# the rules ask of them each turn: the control of their formations and
# the Quartermaster General's duty (21.1), the sealed posture (4.1, the
# Spy's loser first), written orders rolled for delivery (21.2), their
# time (22), the Union's secret depot order (13.8), levies and county
# claims, their counts, notes to their side; the Spy's winner looks.
# At the end each role's copy is compared byte for byte with the
# server's journal as that role may see it, with a fresh join's copy and
# with the log the server answers for it; every secret is looked for in
# the files and pages of each role that may not read it; and the
# after-action report names which commander did what.
# Usage: lr-evening.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
t0=$(date +%s)

# The campaign with the options of 21 and 22 and its commanders: each
# side's overall commander and one subordinate.
"$bin" serve --data d new long-roads high-tide +multiple-commanders \
    +time-limitation commanders=lee,longstreet,hooker,meade > toks.txt 2>&1 || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); OB=$(tok observer)
check "the campaign starts with the options of 21 and 22" "1 1" \
    "$(grep -c '^Option: Multiple Commanders\.$' toks.txt) $(grep -c '^Option: Time Limitation\.$' toks.txt)"
check "...and four commanders, two a side, the first of each its overall commander" "4 2" \
    "$(grep -c '^[a-z]*/[a-z]* [0-9a-f]\{64\}$' toks.txt) $(grep -c '^\(Lee\|Hooker\) joins the .* as an overall commander, holding' toks.txt)"
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
ROLES="umpire observer confederate/lee confederate/longstreet union/hooker union/meade"
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
	[ "$spy" = confederate ] && want=1
	check "turn 14: the depot order is in the Union commanders' and the umpire's files" \
	    "yes yes yes" "$(for r in umpire union/hooker union/meade; do
		[ "$(holds "$r" "$S_DEPOT")" -gt 0 ] && printf 'yes ' ; done | sed 's/ $//')"
	check "...in the Confederates' only after the Spy's look ($spy)" "$want $want" \
	    "$(for r in confederate/lee confederate/longstreet; do
		[ "$(holds "$r" "$S_DEPOT")" -gt 0 ] && printf '1 ' || printf '0 '; done | sed 's/ $//')"
	check "...never in the observer's" 0 "$(holds observer "$S_DEPOT")"
}
# Who commands a side now: its overall commander (Meade's player once
# Meade takes command, 21.1) and his subordinate, from `role list`.
overall() {
	adj u.adj --json -c 'role list' 2>/dev/null | grep -o \
	    "\"role\":\"$1/[a-z]*\",\"name\":\"[^\"]*\",\"overall\":true" |
	    cut -d'"' -f4
}
other() { for r in $ROLES; do case $r in "$1"/*) [ "$r" != "$2" ] && echo "$r" ;; esac; done; }
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
	act "$1" "message ${2#*/} $3 distance=$4${5:+ $5}"
	echo "$1 $2 $3" >> orders.txt
}
# Each side's infantry corps leaders near the enemy, typed at the Time
# Allocation Phase when they change (22.2).
engaged() {
	case $1 in
	1) echo 0 ;; 8) echo 1 ;; 15) echo 2 ;; 24) echo 1 ;;
	esac
}
at_step() {
	turn=$1 phase=$2
	case $phase in
	declaration)
		# Each side's overall commander, the Spy's loser first (4.1).
		csa=$(overall confederate) usa=$(overall union)
		case $(flags) in
		*spy-won.union:1*)
			act "$csa" "declare $(posture confederate "$turn")"
			act "$usa" "declare $(posture union "$turn")" ;;
		*)
			act "$usa" "declare $(posture union "$turn")"
			act "$csa" "declare $(posture confederate "$turn")" ;;
		esac ;;
	time-allocation)
		n=$(engaged "$turn")
		if [ -n "$n" ]; then
			act "$(overall confederate)" "track engaged.confederate =$n"
			act "$(overall union)" "track engaged.union =$n"
		fi ;;
	communications)
		# Orders each way between each side's commanders on turns with
		# no Spy (whose winner may read them) and while the side may
		# write (21.2, 2.0).
		case " 2 6 11 17 23 27 " in *" $turn "*)
			f=$(flags)
			case $f in *spy-won.*:1*) ;; *)
				case $f in *lee-sick:1*|*comms-breakdown.confederate:1*) ;; *)
					o=$(overall confederate); x=$(other confederate "$o")
					# (The first with real dice: a 1, destroyed.)
					order "$o" "$x" "Order-$turn-L-close-up-on-Cashtown" $((turn % 30 + 3)) \
					    "$([ "$turn" = 2 ] && echo roll=1)"
					order "$x" "$o" "Order-$turn-S-Hood-is-at-Cashtown" 12 ;;
				esac
				case $f in *comms-breakdown.union:1*) ;; *)
					o=$(overall union); x=$(other union "$o")
					order "$o" "$x" "Order-$turn-H-hold-Pipe-Creek" 18
					order "$x" "$o" "Order-$turn-M-Buford-on-the-ridge" $((turn + 2)) ;;
				esac ;;
			esac ;;
		esac ;;
	esac
	case "$turn $phase" in
	"1 reinforcements")
		# The set-up (21.1): each side's Quartermaster General, and the
		# corps divided so that the subordinate holds as many.
		act confederate/lee 'command quartermaster.confederate longstreet'
		act union/hooker 'command quartermaster.union meade'
		act union/hooker 'command i-corps meade'
		act umpire "note --umpire $S_UMPIRE"
		act confederate/longstreet "note $S_CSA"
		act union/meade "note $S_USA" ;;
	"2 communications")
		# The umpire overrules the roll of Lee's first order, saying why.
		act umpire 'message 1 deliver reason="a rider found the pouch"'
		check "turn 2: the umpire delivers Lee's destroyed order, the reason as typed" 1 \
		    "$(grep -c '(reason: “a rider found the pouch”)' act.out)" ;;
	"5 action")
		# The map's facts are the umpire's to rule.
		act umpire 'track csa-infantry-north =1'
		act umpire 'track lee-north =1' ;;
	"6 action")
		# An operational side spends a time chit (22.5).
		act confederate/lee 'track time-chits.confederate -1' ;;
	"7 communications")
		# A control change in the Communications Phase: +1 fatigue (21.1).
		act confederate/lee 'command 3-corps longstreet'
		check "turn 7: Lee gives Longstreet the 3 Corps, its units a fatigue each" 1 \
		    "$(grep -ci 'fatigue' act.out)" ;;
	"9 action")
		act umpire 'track meade-north =1' ;;
	"12 declaration")
		# The Union's Quartermaster General orders a depot, passive.
		act union/meade "plan union build-town $S_DEPOT" ;;
	"12 action")
		# Lee falls back across the river and the Union army commander
		# stays south of it: the next Spy contest leans the
		# Confederates' way (2.0: CSA -1 with Lee north, USA -1 with its
		# army commander south).
		act umpire 'track lee-north =0'
		act umpire 'track meade-north =0' ;;
	"14 action")
		act umpire 'track lee-north =1'
		act umpire 'track meade-north =1' ;;
	"20 declaration")
		# Passive again: the Quartermaster General brings it a turn
		# sooner (13.8).
		act union/meade 'plan union cut' ;;
	"12 victory-check")
		# The umpire's own dice for the next Random Events Phase: a Spy.
		step="next roll=8" ;;
	"13 reinforcements")
		# The Spy's winner examines the loser's supply sheet and depot
		# schedule (2.0).
		case $(flags) in
		*spy-won.confederate:1*) act confederate/lee 'look union'; spy=confederate ;;
		*spy-won.union:1*) act "$(overall union)" 'look confederate'; spy=union ;;
		esac ;;
	"14 random-events")
		depot_check ;;
	"16 action")
		# The players' counts are their side's to keep (15.1).
		act union/meade 'track routed-corps.union +1'
		act confederate/longstreet 'track combat-losses.confederate +6' ;;
	"17 action")
		act union/meade 'track routed-corps.union -1' ;;
	"18 action")
		# A levy typed out of its step is refused; the umpire overrules,
		# saying why, and every role reads the reason.
		adj longstreet.adj -c 'levy carlisle' > out 2>&1
		check "turn 18: Longstreet's levy out of its step: refused, saying where" 1 \
		    "$(grep -c 'levy: towns are levied in the Confederate Levies Phase' out)"
		act umpire 'levy step="Early levied Carlisle before the march" carlisle' ;;
	"19 action")
		act union/meade 'track routed-corps.union +1'
		act umpire status
		act umpire 'undo reason="the corps rallied before dark"' ;;
	"10 levies")
		act confederate/lee 'levy hagerstown' ;;
	"14 levies")
		act confederate/longstreet 'levy york' ;;
	"15 county-control")
		act confederate/longstreet 'county adams' ;;
	esac
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
	# The umpire looks before moving on (`status`, in the same run): a
	# `next` typed before another role's doing came in is not sent.
	# (A `next` the server did not answer is queued: the evening stops.)
	if ! adj u.adj ${acted:+-c status} -c "$step" > step.out 2>&1 ||
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
echo "     $i steps; the Spy of turn 13 won by: $spy"
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
check "every written order's die is the server's (its draws) but the one typed, said so" "0 1" \
    "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'message' AND json_extract(data, '\$.rule') AND json_extract(data, '\$.typed') IS NULL AND json_extract(data, '\$.draws') IS NULL") \
$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'message' AND json_extract(data, '\$.typed')")"
check "the depot order fell due a turn sooner (turn 23), and every role reads it" \
    "1 6" "$(sqlite3 "d/$C.adj" "SELECT count(*) FROM event WHERE kind = 'plan-due' AND turn = 23") $(for r in $ROLES; do
	[ "$(grep -ac "Union order falls due: build a depot in a town that may be levied: “$S_DEPOT”" "read.$(file "$r" | sed 's/\.adj$//')")" -gt 0 ] && echo x; done | wc -l)"
secret "the umpire's private note" "$S_UMPIRE" umpire
secret "Longstreet's note to his side" "$S_CSA" umpire confederate/lee \
    confederate/longstreet
secret "Meade's note to his side" "$S_USA" umpire union/hooker union/meade
# Each side's time (22) is its own and the umpire's; the loser of the
# turn-13 Spy showed the winner its sheets, so the winner's are checked.
case $spy in
confederate)
	secret "the Confederates' corps near the enemy (22.2)" \
	    "Confederate infantry corps leaders within 8 hexes" umpire \
	    confederate/lee confederate/longstreet
	secret "...and their time chits (22.5)" "Confederate time chits" \
	    umpire confederate/lee confederate/longstreet ;;
union)
	secret "the Union's corps near the enemy (22.2)" \
	    "Union infantry corps leaders within 8 hexes" umpire union/hooker \
	    union/meade ;;
esac
check "...neither side's time in the observer's files" "0 0" \
    "$(holds observer 'Confederate infantry corps leaders within 8') $(holds observer 'Union infantry corps leaders within 8')"
# Each written order: its sender's and the umpire's; its recipient's once
# delivered (now or the next day), never if destroyed; the enemy's only
# where a Spy's winner intercepted it (2.0), as the journal records;
# nobody else's.
while read -r from to text; do
	q() { sqlite3 "d/$C.adj" "SELECT $1 FROM event WHERE kind = '$2' AND text LIKE '%$text%'"; }
	also= how=
	if [ "$(q 'count(*)' delivery)" -gt 0 ]; then
		also=$to how=delivered
	else
		how="not delivered"
	fi
	for v in $(q 'DISTINCT vis' intercept); do
		case $v in */*) also="$also $v" ;; *) also="$also $(other "${v#=}" none)" ;; esac
		how="$how, intercepted ($v)"
	done
	# shellcheck disable=SC2086
	secret "$text, $how" "$text" umpire "$from" $also
	# Its send and delivery roll in its writer's and the umpire's log,
	# its arrival in its reader's, never the roll.
	# (An event's JSON, as the server's events give them, on one line
	# with the others: no match runs on past its own "{".)
	rolls() { grep -ac "die [1-6]\( as typed\)\?)[^{]*“$text”" "read.${1%.adj}"; }
	arrived() { grep -ac "Message #[0-9]* from [^{]*: “$text”" "read.${1%.adj}"; }
	got="$([ "$(rolls "$(file "$from")")" -gt 0 ] && echo sent) $([ "$(rolls u.adj)" -gt 0 ] && echo ruled)"
	if [ "$how" = delivered ]; then
		got="$got $([ "$(arrived "$(file "$to")")" -gt 0 ] && echo read) $(rolls "$(file "$to")")"
		check "...its roll the writer's and the umpire's, its arrival the reader's" \
		    "sent ruled read 0" "$got"
	else
		check "...its roll the writer's and the umpire's" "sent ruled" "$got"
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
    "$(grep -c '^- Lee \\(Confederate\\): Hagerstown levied\.$' aar.md) $(grep -c '^- Longstreet \\(Confederate\\): York levied\.$' aar.md)"
check "...Meade, the Union's Quartermaster General, gave the depot order, the umpire ruled the map" "1 1" \
    "$(grep -c '^- Meade \\(Union\\): Union secret order, build a depot' aar.md) $(grep -c ': Umpire, Confederate infantry north of the Potomac 0 -\\> 1$' aar.md)"
check "...each note its writer" "1 1" \
    "$(grep -c '^> Longstreet \\(Confederate\\) noted: \*Hood takes' aar.md) $(grep -c '^> Meade \\(Union\\) noted: \*Buford' aar.md)"
check "...in the page's By column, and the JSON's by and by_name" "1 1" \
    "$(grep -c '<td[^>]*>Longstreet (Confederate)</td><td>[a-z-]*</td><td class="what">York levied' aar.html) $(grep -c '"by": "confederate/longstreet", "by_name": "Longstreet (Confederate)",' aar.json | sed 's/^[1-9][0-9]*$/1/')"
check "...the umpire's overrule with its reason, and what he undid, struck through" "yes 1 1" \
    "$(grep -q 'Early levied Carlisle before the march' aar.md && echo yes) $(grep -c ': Meade \\(Union\\), ~~Corps with a unit routed.* 0 -\\> 1~~ \*\*undone\*\* by \\#[0-9]*$' aar.md) $(grep -c ': Umpire, Umpire undid .*“the corps rallied before dark”$' aar.md)"
# (The Union's is Hooker's, or Meade's once the third Hooker Questioned
# event, a die's, has put him in command: before turn 8 in some games.)
check "...each side's overall commander his posture, sealed" "yes yes" \
	    "$(grep -q '^- Lee \\(Confederate\\): Confederate posture \\(sealed\\): Operational\.$' aar.md && echo yes) $(grep -q '^- \(Hooker\|Meade\) \\(Union\\): Union posture \\(sealed\\): Passive\.$' aar.md && echo yes)"
# (Lee's first order, and the first of his that came through.)
first=$(sqlite3 "d/$C.adj" "SELECT substr(text, instr(text, '“Order-'), 14) FROM event WHERE kind = 'delivery' AND text LIKE '%“Order-%-L-%' ORDER BY seq LIMIT 1")
check "...the writer of each order, and the umpire's walk its delivery ($first)" "1 1" \
    "$(grep -c ': Lee \\(Confederate\\), Message \\#1 to Longstreet \\(Confederate\\), written' aar.md) $(grep -c "^- Umpire: Message \\\\#[0-9]* from Lee \\\\(Confederate\\\\): $first" aar.md)"
for v in lee longstreet hooker meade observer union; do
	adj u.adj -c "export $v.md --side $v" > out 2>&1
	check "the umpire exports the $v view's report" 1 "$(grep -c "^Exported .* to $v.md ($(
	    case $v in lee|longstreet) echo confederate/$v ;; hooker|meade) echo union/$v ;;
	    *) echo $v ;; esac) view" out)"
done
for v in lee longstreet hooker meade observer; do
	check "...the $v view's names Longstreet's levy, as every role reads it" 1 \
	    "$(grep -c '^- Longstreet \\(Confederate\\): York levied\.$' $v.md)"
done
check "...and holds its side's secrets, no other's" "yes yes 0 0 0" \
    "$(grep -q 'Hood takes' lee.md && echo yes) $(grep -q 'Buford holds' meade.md && echo yes) $(grep -c 'Buford holds' lee.md) $(grep -c 'Hood takes' hooker.md) $(grep -c 'Pipe Creek' longstreet.md union.md | grep -vc ':0$')"
check "...the delivery roll is in the writer's report, not the reader's" \
    "$(grep -c '^confederate/lee ' orders.txt) 0" \
    "$(grep -c 'written .*die [1-6].*“Order-[0-9]*-L-' lee.md) $(grep -c 'die [1-6].*“Order-[0-9]*-L-' longstreet.md)"
check "...the observer's, none" "0 0 0" \
    "$(grep -c 'Hood takes' observer.md) $(grep -c 'Buford holds' observer.md) $(grep -c 'Pipe Creek' observer.md)"
# (The server is stopped: views.sh compares a commander's own export
# with the umpire's of his view.)
adj lee.adj -c "export mine.md" > out 2>&1; rc=$?
check "a commander's copy offline: its export needs the server, no file" "1 1 0" \
    "$rc $(grep -c 'so the server makes the report, and it did not come' out) $(ls mine.md 2>/dev/null | wc -l)"
adj u.adj -c "export x.md --side nobody" > out 2>&1; rc=$?
check "...a view there is not, refused naming what it takes" "1 1" \
    "$rc $(grep -c 'takes a side of The Long Roads to Gettysburg, a commander or observer, not "nobody"' out)"

echo "     the campaign took $((t1 - t0)) s, the comparisons $((t2 - t1)) s"
finish lr-evening
