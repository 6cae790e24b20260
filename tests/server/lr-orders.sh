#!/bin/sh
# Written orders by the rules (The Long Roads to Gettysburg 21.2, with the
# multiple commanders option) through a real server: each commander's
# message rolled on the delivery table when sent (roll= typed, as a
# look-up takes it), the roll in the sender's and the umpire's log only;
# delivered as the Communications Phase ends, next day at the next
# turn's, or destroyed; the recipient told nothing until it arrives; the
# umpire's overrule with a reason; Lee is Sick and a Communications
# Breakdown (2.0); the Spy's interception; and the 21.2 example of
# verbal communication as the umpire's recorded ruling.
# Usage: lr-orders.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
"$bin" serve --data d new long-roads high-tide +multiple-commanders \
    commanders=lee,longstreet,ewell,hooker,meade > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
LEE=$(tok confederate/lee); LO=$(tok confederate/longstreet)
EW=$(tok confederate/ewell); HO=$(tok union/hooker); ME=$(tok union/meade)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
POST_MAX=30
run() { post_line "$1" "$H" "$2"; }
# A role's events from the server, one a line.
seen() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/events?after=0" |
    sed 's/},{"seq"/}\n{"seq"/g'; }
state() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/state"; }
# The terminals whose copies are read byte for byte.
for t in "lo $LO" "me $ME" "ho $HO" "lee $LEE" "cs $CS" "un $UN" "ob $OB" \
    "u $U"; do
	adj "${t%% *}.adj" -c "sync join $URL ${t#* }" > /dev/null 2>&1
done
sync_all() { for f in lo me ho lee cs un ob u; do adj $f.adj -c sync > /dev/null 2>&1; done; }
# Does a role hold WORDS anywhere it can read: its copy, its log and
# export, its /state and events from the server?  The count of places.
holds() {
	f=$1 tk=$2 w=$3
	adj "$f.adj" -c sync > /dev/null 2>&1
	adj "$f.adj" -c log > "$f.log" 2>&1
	adj "$f.adj" -c "export $f.export" > /dev/null 2>&1
	n=0
	for c in "$(grep -ac "$w" "$f.adj")" "$(grep -ac "$w" "$f.log")" \
	    "$(grep -ac "$w" "$f.export" 2>/dev/null || echo 0)" \
	    "$(state "$tk" | grep -c "$w")" "$(seen "$tk" | grep -c "$w")"; do
		[ "$c" -gt 0 ] && n=$((n + 1))
	done
	echo $n
}

# After the turn's random events, the umpire sets what a test needs:
# flags SPY-WON.UNION SPY-WON.CONFEDERATE BREAKDOWN.UNION
# BREAKDOWN.CONFEDERATE (Lee is not sick).
flags() {
	for l in "spy-won.union =$1" "spy-won.confederate =$2" \
	    "comms-breakdown.union =$3" "comms-breakdown.confederate =$4" \
	    'lee-sick =0'; do
		run "$U" "track $l" > /dev/null
	done
}

# Out of its step, and what is not a commander's order.
check "an order before the Communications Phase: refused, saying when" \
    "written orders are sent in the Communications Phase (LRTG 21.2); now: Reinforcement Phase" \
    "$(run "$LEE" 'message longstreet Hold distance=5 roll=4')"
run "$U" 'next communications' > /dev/null
check "...the side's own role is no commander" 1 \
    "$(run "$CS" 'message longstreet Hold distance=5 roll=4' | grep -c 'is no commander')"
check "...two subordinates may not write to each other" \
    "a subordinate writes to his overall commander only: expected Lee (Confederate)" \
    "$(run "$LO" 'message ewell Hold distance=5 roll=4')"
# The whole error of the last answer, a name in it made NAME.
said() { sed -n 's/^{"ok":false,"error":"\(.*\)","reply".*/\1/p' body | sed "s/$1/NAME/g"; }
run "$LEE" 'message zzz Surrender distance=5 roll=4' > /dev/null; a=$(said zzz)
run "$LEE" 'message hooker Surrender distance=5 roll=4' > /dev/null; b=$(said hooker)
check "...nor to the enemy, whose commanders it does not know: as a name there is not" \
    '\"NAME\" is no commander of The Long Roads to Gettysburg: expected one `role list` names' "$a"
check "...the same for a commander it has" "$a" "$b"
run "$CS" 'message zzz Surrender' > /dev/null; a=$(said zzz)
run "$CS" 'message hooker Surrender' > /dev/null; b=$(said hooker)
check "...a side's umpire-timed message to an enemy commander too" "$a" "$b"
check "...the distance is asked for" 1 \
    "$(run "$LEE" 'message longstreet Hold' | grep -c '^expected distance=N, the hexes between you and Longstreet')"
check "...and read as a number" 1 \
    "$(run "$LEE" 'message longstreet Hold distance=far roll=4' | grep -c '^distance=far: expected the hexes')"
check "...the rail hexes at most the distance" 1 \
    "$(run "$HO" 'message meade Hold distance=5 rail=6 roll=4' | grep -c '^rail=6: expected')"
check "...the roll decides the arrival, not arrives=" 1 \
    "$(run "$LEE" 'message longstreet Hold distance=5 arrives=+0' | grep -c 'leave out arrives=')"
check "...a die has six faces" 1 \
    "$(run "$LEE" 'message longstreet Hold distance=5 roll=7' | grep -c '7')"
check "nothing of those was recorded" 0 "$(seen "$U" | grep -c '"kind":"message"')"

# Turn 1: die 1 destroyed at any distance; 2 at 19 delivered, at 20
# destroyed; 3 at 19 delivered.
check "die 1 at 5 hexes: sent" ok "$(run "$LEE" 'message longstreet T1-A-lost distance=5 roll=1')"
check "...destroyed, its sender told at once" 1 \
    "$(grep -c 'Destroyed, destroyed: Longstreet (Confederate) will never read it' body)"
check "...its die typed by its sender, so said to him and the umpire" "1 1" \
    "$(seen "$U" | grep '"kind":"message"' | grep -c 'T1-A-lost.*die 1 as typed\|die 1 as typed.*T1-A-lost') \
$(grep -c 'die 1 as typed' body)"
check "...listed to its sender as destroyed" 1 \
    "$(run "$LEE" 'message' > /dev/null; grep -c '"destroyed":true' body)"
check "one each way per phase" \
    "you have sent Longstreet (Confederate) 1 written order this phase, all the rules allow (LRTG 21.2)" \
    "$(run "$LEE" 'message longstreet again distance=5 roll=4')"
check "die 2 at 19 hexes: delivered" ok "$(run "$LO" 'message lee T1-B-two-19 distance=19 roll=2')"
check "...read as the phase ends" 1 "$(grep -c 'Delivered, read as this phase ends' body)"
check "die 2 at 20 hexes: destroyed" ok "$(run "$HO" 'message meade T1-C-two-20 distance=20 roll=2')"
check "...so it says" 1 "$(grep -c 'die 2 as typed): Destroyed' body)"
check "die 3 at 19 hexes: delivered" ok "$(run "$ME" 'message hooker T1-D-three-19 distance=19 roll=3')"
check "...so it says" 1 "$(grep -c 'die 3 as typed): Delivered' body)"
check "the roll is the sender's and the umpire's only" "1 1 0 0 0" \
    "$(seen "$LO" | grep -c 'die 2.*T1-B-two-19') $(seen "$U" | grep -c 'die 2.*T1-B-two-19') $(seen "$LEE" | grep -c 'die 2') $(seen "$CS" | grep -c 'die 2') $(seen "$OB" | grep -c 'die 2')"
check "the recipient is not told one is on its way" "0 0" \
    "$(run "$LEE" message > /dev/null; grep -c 'T1-B' body) $(grep -c 'Longstreet (Confederate) -> Lee' body)"

# The umpire's overrule: a reason, logged for the umpire and the sender.
check "the umpire overrules the roll only with a reason" 1 \
    "$(run "$U" 'message 1 deliver' | grep -c 'overruling it takes a reason')"
check "a commander may not overrule" 1 \
    "$(run "$LEE" 'message 1 deliver reason=I say so' | grep -c 'only the umpire')"
check "...with one: delivered now" ok "$(run "$U" 'message 1 deliver reason=A rider found the pouch')"
check "...the sender reads why" 1 "$(seen "$LEE" | grep -c 'A rider found the pouch')"
check "...the recipient reads the order, not the ruling" "1 0" \
    "$(seen "$LO" | grep -c 'T1-A-lost') $(seen "$LO" | grep -c 'A rider found')"

run "$U" next > /dev/null
check "as the phase ends: the delivered orders are read" "1 1" \
    "$(seen "$LEE" | grep -c '"kind":"delivery".*T1-B-two-19') $(seen "$HO" | grep -c '"kind":"delivery".*T1-D-three-19')"
check "...a destroyed one never reaches its recipient" 0 "$(holds me "$ME" T1-C-two-20)"
check "...its sender hears it once more" 1 \
    "$(seen "$HO" | grep -c 'Message #3 from Hooker (Union) to Meade (Union) was destroyed on the way')"

# Turn 2: 3 at 20 next day; 4 at 29 delivered; 6 at 30 next day; rail
# hexes not counted.  The 21.2 example of verbal communication.
run "$U" 'next communications yes' > /dev/null
check "die 3 at 20 hexes: next day" ok "$(run "$LEE" 'message longstreet NEXTDAY-7731 march on Cashtown distance=20 roll=3')"
check "...read at the next turn's phase" 1 "$(grep -c 'Next day, read at this phase of turn 3 (Jun 9-11)' body)"
check "...status --json says when" 1 "$(run "$LEE" 'status' > /dev/null; state "$LEE" | grep -c '"due_turn":3')"
check "die 4 at 29 hexes: delivered" ok "$(run "$LO" 'message lee T2-B-four-29 distance=29 roll=4')"
check "...so it says" 1 "$(grep -c 'die 4 as typed): Delivered' body)"
check "the umpire rules verbal communication (the 21.2 example)" ok \
    "$(run "$U" 'verbal hooker meade about=meade,sedgwick Hooker is within 5 hexes of the Telegraph Road, Meade within 5 of a connected rail line, Sedgwick within 10 hexes of Hooker; Howard is neither')"
check "...recorded as such" 1 \
    "$(grep -c 'The umpire rules: Hooker (Union) and Meade (Union) may talk this turn about meade, sedgwick only; anything else in writing' body)"
check "...read by both commanders" "1 1" \
    "$(run "$HO" verbal > /dev/null; grep -c 'about meade, sedgwick only' body) $(run "$ME" verbal > /dev/null; grep -c 'about meade, sedgwick only' body)"
check "...and nobody else" "0 0 0 0" \
    "$(seen "$UN" | grep -c 'sedgwick') $(seen "$CS" | grep -c 'sedgwick') $(seen "$OB" | grep -c 'sedgwick') $(seen "$LEE" | grep -c 'sedgwick')"
check "...naming commanders the game has" 1 \
    "$(run "$U" 'verbal hooker meade about=meade,lincoln' | grep -c '^about=lincoln: no commander of the Union by that name: expected hooker, meade, halleck')"
check "...a side may not rule" 1 "$(run "$HO" 'verbal hooker meade about=howard' | grep -c 'umpire')"
check "Howard's orders still go in writing, by the roll: 6 at 30, next day" ok \
    "$(run "$HO" 'message meade HOWARD-ORDER march to Frederick distance=30 roll=6')"
check "...so it says" 1 "$(grep -c 'die 6 as typed): Next day' body)"
check "rail hexes are not counted: 35 less 16 is 19, die 2 delivered" ok \
    "$(run "$ME" 'message hooker T2-D-rail distance=35 rail=16 roll=2')"
check "...so it says" 1 "$(grep -c '19 hexes counted of 35, die 2 as typed): Delivered' body)"
run "$U" next > /dev/null
sync_all
check "a next-day order: nowhere the recipient reads, after the phase" 0 "$(holds lo "$LO" NEXTDAY-7731)"
for f in "me $ME" "ho $HO" "un $UN" "ob $OB" "cs $CS"; do
	check "...nor the other roles' (${f%% *})" 0 "$(holds ${f%% *} "${f#* }" NEXTDAY-7731)"
done
check "...its sender's and the umpire's only" "1 1" \
    "$(grep -ac NEXTDAY-7731 lee.adj | sed 's/[1-9][0-9]*/1/') $(grep -ac NEXTDAY-7731 u.adj | sed 's/[1-9][0-9]*/1/')"

# Turn 3: Lee is Sick; at the phase, not before its end.
run "$U" 'next reinforcements yes' > /dev/null
run "$U" 'track lee-sick =1' > /dev/null
run "$U" 'next communications' > /dev/null
check "at the next turn's phase, before its end: still unread" 0 "$(holds lo "$LO" NEXTDAY-7731)"
check "Lee is Sick: no Confederate order" 1 \
    "$(run "$LO" 'message lee x distance=3 roll=4' | grep -c '^Lee is Sick: the Confederate commanders may not communicate this turn (LRTG 2.0)')"
run "$U" 'track lee-sick =0' > /dev/null
check "a next-day order sent now for turn 4" ok "$(run "$LEE" 'message longstreet T3-A-sixes march on York distance=30 roll=6')"
check "...and a Union one" ok "$(run "$HO" 'message meade T3-C-union hold Frederick distance=25 roll=3')"
run "$U" next > /dev/null
check "as the phase ends the next-day order is read" 1 \
    "$(seen "$LO" | grep -c '"kind":"delivery".*NEXTDAY-7731')"
check "...now in the recipient's copy" 1 "$(holds lo "$LO" NEXTDAY-7731 | sed 's/[1-9]/1/')"
check "...not the enemy's" 0 "$(holds ho "$HO" NEXTDAY-7731)"
check "the Union's next-day order (Howard's) is read too" 1 \
    "$(seen "$ME" | grep -c '"kind":"delivery".*HOWARD-ORDER')"

# Turn 4: the random events rolled, then the umpire sets what is tested
# here: the Confederates won the Spy contest; the Union is not broken
# down; the Confederates are.
run "$U" 'next reinforcements yes' > /dev/null
flags 0 1 0 1
run "$U" 'next communications' > /dev/null
check "the Spy: the Confederate overall commander reads the Union's order of the prior turn, due now" "1 0" \
    "$(seen "$LEE" | grep -c '"kind":"intercept".*T3-C-union') $(seen "$LEE" | grep -c '"kind":"intercept".*HOWARD-ORDER')"
check "...not his subordinates, the enemy or the observer" "0 0 0 0" \
    "$(holds lo "$LO" T3-C-union) $(holds me "$ME" T3-C-union) $(seen "$HO" | grep -c '"kind":"intercept"') $(holds ob "$OB" T3-C-union)"
check "...its rolls stay the sender's" 0 "$(seen "$LEE" | grep '"kind":"intercept"' | grep -c 'die\|roll')"
check "CSA Communications Breakdown: no Confederate order" 1 \
    "$(run "$LEE" 'message longstreet x distance=3 roll=4' | grep -c '^CSA Communications Breakdown: no Confederate written message this turn (LRTG 2.0)')"
run "$U" next > /dev/null
check "...and the Confederate order due waits a turn" 1 \
    "$(seen "$LEE" | grep -c 'Message #[0-9]* from Lee (Confederate) to Longstreet (Confederate) waits a turn, to turn 5')"
check "...unread" 0 "$(holds lo "$LO" T3-A-sixes)"
check "the Union order due was taken, not delivered" 0 "$(holds me "$ME" T3-C-union)"
state "$LEE" > st.json
check "GET /state: the held order due on turn 5" 1 "$(grep -c '"due_turn":5' st.json)"
adj lee.adj -c sync > /dev/null 2>&1
check "status --json at the sender's terminal: in transit, due on turn 5" 1 \
    "$(adj lee.adj --json -c status | grep -o '"in_transit":\[[^]]*\]' | grep -c '"due_turn":5')"
check "...not at the recipient's" 0 \
    "$(adj lo.adj --json -c status | grep -c 'in_transit')"

# Turn 5, nothing broken down: the held order is read as the phase ends.
run "$U" 'next reinforcements yes' > /dev/null
flags 0 0 0 0
run "$U" 'next communications' > /dev/null
check "a held order, still unread as the next turn's phase begins" 0 "$(holds lo "$LO" T3-A-sixes)"
run "$U" next > /dev/null
check "...read as it ends" 1 "$(seen "$LO" | grep -c '"kind":"delivery".*T3-A-sixes')"

serve_stop
finish lr-orders
