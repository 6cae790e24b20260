#!/bin/sh
# The Long Roads to Gettysburg's umpired campaign attacked through a real
# server with real tokens: a player reaching past his role (another's
# secrets, orders, control, a track the steps keep), a tired player's
# typing at midnight, and the copies of the roles read again.  Each
# refusal records nothing and tells nothing of what the role may not see.
# Usage: lr-attack.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
adj() { timeout 60 "$bin" --session "$@"; }
"$bin" serve --data d new long-roads high-tide +multiple-commanders \
    +time-limitation commanders=lee,longstreet,ewell,hooker,meade \
    > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
LEE=$(tok confederate/lee); LO=$(tok confederate/longstreet)
EW=$(tok confederate/ewell); HO=$(tok union/hooker); ME=$(tok union/meade)
serve_start --rate 0
URL="http://127.0.0.1:$port"
H="$URL/v1/campaigns/$C"
POST_MAX=30
run() { post_line "$1" "$H" "$2"; }
seen() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/events?after=0"; }
state() { curl -s -m 20 -H "Authorization: Bearer $1" "$H/state"; }
events() { seen "$U" | grep -o '"seq":' | wc -l; }

# Time (22.5): a side spends its chits, operational; it gains them only
# by a passive turn, at the Time Allocation Phase, and the copy taken
# then (chits-held, which its minutes read) is the step's.  A side that
# raised either would give itself minutes the rules do not.
run "$U" 'next declaration' > /dev/null
run "$LEE" 'declare operational' > /dev/null
run "$HO" 'declare operational' > /dev/null
run "$U" 'next time-allocation' > /dev/null
n=$(events)
check "a side may not give itself time chits" 1 \
    "$(run "$LEE" 'track time-chits.confederate +5' | grep -c '^Confederate time chits: a side gains a time chit only for a passive turn, at the Time Allocation Phase; the umpire corrects the track (LRTG 22.5)$')"
check "...nor set them higher" 1 \
    "$(run "$HO" 'track time-chits.union =8' | grep -c 'gains a time chit only for a passive turn')"
check "...nor raise the chits held at the allocation (minutes without a chit spent)" 1 \
    "$(run "$LEE" 'track chits-held.confederate +5' | grep -c '^Confederate time chits when the time was allotted: copied from the time chits at the Time Allocation Phase; the umpire corrects it (LRTG 22.5)$')"
check "...nor lower them" 1 \
    "$(run "$ME" 'track chits-held.union -1' | grep -c 'the umpire corrects it')"
check "...nothing recorded" "$n" "$(events)"
# 20, less 3 for each of its three players (22.2).
check "...the minutes stand" 1 "$(state "$LEE" | grep -c '"time.confederate":11')"
check "an operational side spends a chit" ok \
    "$(run "$LEE" 'track time-chits.confederate -1')"
check "...3 minutes more" 1 "$(state "$LEE" | grep -c '"time.confederate":14')"
check "the umpire corrects the chits" ok "$(run "$U" 'track time-chits.union +1')"
check "...and the copy held" ok "$(run "$U" 'track chits-held.union +1')"
check "the enemy reads neither" "0 0" \
    "$(state "$LEE" | grep -c 'chits.union') $(seen "$CS" | grep -c 'Union time chits')"

# A flag the rules set and keep (15.2): Disorder once fallen into costs
# its side points for the game; no side clears it by hand.
run "$U" 'track disorder-ever.confederate on' > /dev/null
n=$(events)
check "a side may not clear the Disorder its army fell into" \
    "Army Disorder has happened (confederate): the rules set it and keep it (LRTG 15.2); only the umpire takes it back" \
    "$(run "$LEE" 'track disorder-ever.confederate off')"
check "...its subordinate neither" 1 \
    "$(run "$LO" 'track disorder-ever.confederate =0' | grep -c 'the rules set it and keep it')"
check "...nothing recorded, the points stand" "$n 1" \
    "$(events) $(state "$LEE" | grep -c '"vp":-15')"
check "the umpire corrects it" ok "$(run "$U" 'track disorder-ever.confederate off')"

# A written order's options typed twice: refused, not one read and the
# other sent as the order's words.
run "$U" 'next communications' > /dev/null
n=$(events)
check "distance= twice: refused" \
    'distance= given twice: expected it once (`message COMMANDER TEXT distance=N [rail=N] [roll=N]`)' \
    "$(run "$LEE" 'message longstreet Hold distance=5 distance=7 roll=4')"
check "...roll= twice too" 1 \
    "$(run "$LEE" 'message longstreet Hold distance=5 roll=4 roll=6' | grep -c '^roll= given twice')"
for a in 'distance=' 'distance=-1' 'distance=1e9' \
    'distance=99999999999999999999' 'distance=5 rail=' 'distance=5 rail=-1' \
    'distance=5 roll=0' 'distance=5 roll=' 'distance=5 roll=99999999999999999999'; do
	check "message ... $a: one line naming what was expected" 1 \
	    "$(run "$LEE" "message longstreet Hold $a" | grep -c '^[a-z]*=[^ ]*: expected\|^a die\|roll')"
done
check "no text: the usage" 1 \
    "$(run "$LEE" 'message longstreet distance=5' | grep -c '^usage: message COMMANDER TEXT distance=N')"
check "an empty name: no commander" 1 \
    "$(run "$LEE" 'message \"\" x distance=5' > /dev/null; grep -c 'is no commander' body)"
check "a control character in the text: refused" 1 \
    "$(printf '{"line":"message longstreet a\\u001b[31mb distance=5"}' > req
    curl -s -m 20 -H "Authorization: Bearer $LEE" --data-binary @req "$H/commands" |
    grep -c 'control character')"
check "...nothing of those recorded" "$n" "$(events)"
check "an order is sent once all is right" ok \
    "$(run "$LEE" 'message longstreet Hold distance=5 roll=4')"

# Another's order: its number tells nothing; every refusal is the same.
check "the enemy may not touch an order, whose it is untold" "1 1" \
    "$(run "$HO" "message 1 deliver reason=x" | grep -c '^only the umpire overrules a delivery$') $(run "$HO" "message 99 deliver reason=x" | grep -c '^only the umpire overrules a delivery$')"
check "...nor a subordinate of the sender's side" 1 \
    "$(run "$LO" "message 1 lost reason=x" | grep -c '^only the umpire overrules a delivery$')"
check "the enemy's roll and words are nowhere of the Union's" "0 0 0 0" \
    "$(seen "$HO" | grep -c 'Hold') $(state "$HO" | grep -c 'Hold') $(seen "$UN" | grep -c 'Hold') $(seen "$OB" | grep -c 'Hold')"

# Control of a formation not his, or the enemy's.
check "a subordinate may not take another's corps" 1 \
    "$(run "$LO" 'command 2-corps longstreet' | grep -c "is Ewell (Confederate)'s to command")"
check "the enemy may not, and is not told who holds it" 1 \
    "$(run "$HO" 'command 2-corps hooker' | grep -c "^command: the Confederate 2 Corps is the Confederate's; its commanders or the umpire give it$")"

# The Quartermaster General's duty (21.1): given by the overall
# commander or the umpire, then its holder's; no subordinate takes it.
n=$(events)
check "a subordinate may not make himself Quartermaster General" \
    "command: the Confederate Quartermaster General is held by no commander yet: the overall commander or the umpire gives it" \
    "$(run "$LO" 'command quartermaster.confederate longstreet')"
check "...nor give it to another" 1 \
    "$(run "$EW" 'command quartermaster longstreet' | grep -c 'held by no commander yet')"
check "...nothing recorded" "$n" "$(events)"
check "the overall commander appoints him" ok \
    "$(run "$LEE" 'command quartermaster.confederate longstreet')"
check "another subordinate may not take it from him" \
    "command: the Confederate Quartermaster General is Longstreet (Confederate)'s to command (or the overall commander's, or the umpire's: 21.1)" \
    "$(run "$EW" 'command quartermaster.confederate ewell')"
check "...its holder hands it on" ok \
    "$(run "$LO" 'command quartermaster.confederate ewell')"

# Each joined copy, opened again, holds what the server gives its role.
for r in confederate/lee union/hooker confederate/ewell umpire; do
	f=$(echo "$r" | tr / _)
	adj "$f.adj" -c "sync join $URL $(tok "$r")" > /dev/null 2>&1
	for c in message 'role list' owed verbal; do
		adj "$f.adj" -c "$c" > copy.out 2>&1
		run "$(tok "$r")" "$c" > /dev/null
		sed -n 's/.*"text":"\(.*\)"},"first".*/\1/p' body |
		    sed 's/\\n/\n/g; s/\\"/"/g' | sed '/^$/d' > srv.out
		sed '/^$/d' copy.out > copy2.out
		check "the $r copy's \`$c\` is the server's" "" \
		    "$(diff copy2.out srv.out | head -3)"
	done
done

serve_stop
finish lr-attack
