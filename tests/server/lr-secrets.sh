#!/bin/sh
# The Long Roads to Gettysburg's secrets on a real server: each side's
# supply sheet, force markers and time (20, 22, 24) read by that side and
# the umpire only (events, /state, status, track, log, export, a joined
# copy's file, a refusal); the Spy winner's one-way look at the loser's
# sheet and depot order (2.0); and the depot order of 13.8's example
# (Frederick ordered dismantled on June 20 goes on June 25), held by no
# Confederate file or page until the turn it happens, then in its log.
# Usage: lr-secrets.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
adj g.adj -c 'new long-roads high-tide +simplified-supply +time-limitation +limited-intelligence' > /dev/null
"$bin" serve --data d import g.adj > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
# A second campaign with commanders: Meade under the Union, Longstreet
# under the Confederates.
adj g2.adj -c 'new long-roads high-tide +simplified-supply +multiple-commanders' > /dev/null
"$bin" serve --data d import g2.adj > toks2.txt || exit 1
C2=$(awk '/^campaign/ { print $2 }' toks2.txt)
"$bin" serve --data d role add "$C2" union meade > meade.txt
"$bin" serve --data d role add "$C2" confederate longstreet > longstreet.txt
MEADE=$(awk '$1 == "union/meade" { print $2 }' meade.txt)
LONGSTREET=$(awk '$1 == "confederate/longstreet" { print $2 }' longstreet.txt)
U2=$(tok umpire toks2.txt)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
POST_MAX=30
run() { post_line "$1" "$H" "$2"; }
state() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/state"; }
seen() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/events?after=0"; }
adj c.adj -c "sync join $URL $CS" > /dev/null 2>&1
adj o.adj -c "sync join $URL $OB" > /dev/null 2>&1
adj n.adj -c "sync join $URL $UN" > /dev/null 2>&1

# Every file and page of a role that may not read a secret: none holds
# the pattern (its events, /state, status, log, report, web page, its
# joined copy's answers and file).  ROLE TOKEN COPY PATTERN
never() {
	seen "$2" > ev.out
	state "$2" > st.out
	run "$2" status > /dev/null; cp body status.out
	run "$2" log > /dev/null; cp body log.out
	curl -s -m 20 -H "Authorization: Bearer $2" "$H/report" > report.out
	curl -s -m 20 "$H/view?token=$2" > page.out
	adj "$3" -c status -c log > copy.out 2>&1
	for f in ev.out st.out status.out log.out report.out page.out copy.out; do
		check "...not in the $1's ${f%.out}" 0 "$(grep -c "$4" $f)"
	done
	check "...nor in the $1's copy" 0 "$(grep -a -c "$4" "$3")"
}

# The supply sheets, the markers and the time: each side's own.
check "the Union spends victuals on its sheet" ok \
    "$(run "$UN" 'track supply.union -3')"
check "...its answer says so" 1 "$(grep -c 'Union supply (simplified) 7 -> 4' body)"
check "the Union places force markers" ok "$(run "$UN" 'track markers.union =5')"
check "the Confederates set theirs" ok "$(run "$CS" 'track supply.confederate =5')"
check "the Union reads its own sheet" 1 \
    "$(run "$UN" status > /dev/null; grep -c '"supply.union":4' body)"
check "...and the umpire both" 1 \
    "$(run "$U" status > /dev/null; grep '"supply.union":4' body | grep -c '"supply.confederate":5')"
never confederate "$CS" c.adj 'supply\.union\|Union supply (\|markers\.union\|Union dummy\|time\.union\|Union minutes'
never observer "$OB" o.adj 'supply\.union\|Union supply (\|supply\.confederate\|Confederate supply (\|Union dummy'
check "the Union's own copy holds its sheet" 1 \
    "$(adj n.adj -c 'track supply.union' 2>&1 | grep -c 'Union supply (simplified): 4')"
check "the Confederate may not read the Union's sheet" \
    "Union supply (simplified) is kept by the Union: only the Union and the umpire read it" \
    "$(run "$CS" 'track supply.union')"
check "...nor change it (the refusal names no value)" 0 \
    "$(run "$CS" 'track supply.union -1' | grep -c '[0-9]')"
check "...nor its minutes" \
    "Union minutes this turn is kept by the Union: only the Union and the umpire read it" \
    "$(run "$CS" 'track time.union')"
check "...the morale both sides read stays one number" 1 \
    "$(state "$CS" | grep -c '"morale.union":0')"
check "no more markers than the allowance" \
    "Union dummy / force markers in play: no more dummy / force markers in play than the allowance (\`track marker-allowance.union\`) (LRTG 20.0)" \
    "$(run "$UN" 'track markers.union +2')"

# A commander reads his side's sheet, and not the enemy's.
H2="$URL/v1/campaigns/$C2"
post_line "$U2" "$H2" 'track supply.union -2' > /dev/null
check "a Union commander reads the Union's sheet" 1 \
    "$(curl -s -m 20 -H "Authorization: Bearer $MEADE" "$H2/state" | grep -c '"supply.union":5')"
check "...a Confederate commander neither it nor its change" "0 0" \
    "$(curl -s -m 20 -H "Authorization: Bearer $LONGSTREET" "$H2/state" | grep -c 'supply\.union') \
$(curl -s -m 20 -H "Authorization: Bearer $LONGSTREET" "$H2/events?after=0" | grep -c 'Union supply (')"

# Undone, a secret change leaves no trace of it in another role's log.
run "$UN" 'track supply.union -1' > /dev/null
check "the Union takes back a change of its sheet" ok "$(run "$UN" undo)"
never confederate "$CS" c.adj 'supply\.union\|Union supply ('

# The depot schedule (13.8): twelve turns on, June 20, the Union orders
# Frederick's depot dismantled, due June 25 (tests/server/depots.sh plays
# it without the options; here every file and page of the Confederate's
# is read).
# Each turn both sides declare (the walk waits for them): the Union
# passive, as a depot order needs (4.2).  The random events are typed
# (11: Heat), so that no Spy changes who declares first and no event
# moves the game another way from one run to the next.
declared() {
	run "$U" 'next declaration yes roll=11' > /dev/null
	run "$UN" "declare $1" > /dev/null
	run "$CS" 'declare operational' > /dev/null
}
for i in 1 2 3 4 5 6 7 8 9 10 11 12; do
	declared passive
done
check "June 20: Frederick's depot ordered dismantled, due June 25" \
    "ok 1" "$(run "$UN" 'plan union dismantle Frederick') \
$(grep -c 'given on turn 12 (Jun 20), due on turn 17 (Jun 25)' body)"
check "a passive side spends no time chit" \
    "Union time chits: a passive side may not spend time chits (LRTG 22.5)" \
    "$(run "$UN" 'track time-chits.union -1')"
never confederate "$CS" c.adj 'dismantle'
never observer "$OB" o.adj 'dismantle'

# The Spy: the Confederates win it.  Only then may they look, and what
# they read is theirs and the umpire's alone.
run "$U" 'track spy-won.confederate off' > /dev/null
check "no look without the Spy's success" \
    "the Confederate may look at the Union's secrets only on a turn spy-won.confederate is set (LRTG 2.0)" \
    "$(run "$CS" 'look union')"
run "$U" 'track spy-won.confederate on' > /dev/null
check "the Union may not look for the Confederates" \
    "the Union view acts for its own side only: this is for the Confederate" \
    "$(run "$UN" 'look union')"
check "the Spy winner looks at the Union's sheet and depot order" ok \
    "$(run "$CS" 'look union')"
check "...which it reads whole" 1 \
    "$(grep -c 'Union supply (simplified) -1;.*secret order: dismantle a depot: .*Frederick.*due on turn 17 (Jun 25)' body)"
check "...in its log too" 1 "$(run "$CS" log > /dev/null; grep -c 'as the Confederate saw them' body)"
check "...and the umpire's" 1 "$(seen "$U" | grep -c 'as the Confederate saw them')"
never observer "$OB" o.adj 'dismantle\|as the Confederate saw\|Union supply ('
never union "$UN" n.adj 'as the Confederate saw\|Confederate supply ('
check "a look taken is not the Confederate's to undo" 1 \
    "$(run "$CS" undo | grep -c 'looked at the enemy')"
run "$U" 'track spy-won.confederate off' > /dev/null
check "the loser of the Spy places no force marker this turn" ok \
    "$(run "$U" 'track spy-won.confederate on')"
check "...refused with its section" 1 \
    "$(run "$UN" 'track markers.union +1' | grep -c 'lost the Spy contest.*(LRTG 2.0)')"
run "$U" 'track spy-won.confederate off' > /dev/null

# June 25: the order happens, and the Confederate's log has it.
run "$U" 'next depots yes' > /dev/null
for i in 1 2 3 4 5; do
	declared operational
	run "$U" 'next depots yes' > /dev/null
done
check "on June 25 the Confederate's log has the order" 1 \
    "$(run "$CS" log > /dev/null; grep -c 'falls due: dismantle a depot: .*Frederick' body)"
adj c.adj -c 'log' > copy.out 2>&1
check "...and its copy" 1 \
    "$(grep -c 'falls due: dismantle a depot: .*Frederick' copy.out | sed 's/[1-9][0-9]*/1/')"

serve_stop
finish lr-secrets
