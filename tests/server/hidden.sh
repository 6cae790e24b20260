#!/bin/sh
# What a side keeps from the others (issue 21), on a real server: a held
# chit the side discards goes face down, named to that side and the
# umpire only (the enemy and the observer read that one was discarded),
# and stays unnamed when the turn's end gathers it; an Event committed to
# a Command Event track goes there Command Event side up, as unnamed.
# Usage: hidden.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0"; }
state() { curl -s -H "Authorization: Bearer $1" "$H/state"; }

# A Union Event in the Union's hand, face down: the umpire draws it.
run "$UN" 'key union stand' > /dev/null
run "$CS" 'key csa rebel anv' > /dev/null
run "$U" next > /dev/null
run "$U" next > /dev/null
run "$U" 'next chit-draw' > /dev/null
run "$U" 'draw stand' > /dev/null
check "the Union discards its held chit" ok "$(run "$UN" 'discard stand')"
check "...its own answer names it" 1 \
    "$(grep -c 'Discarded Stand to It!, face down' body)"
check "...the Union's events name it" 1 \
    "$(seen "$UN" | grep -c 'Discarded Stand to It!, face down')"
for who in "$CS" "$OB"; do
	seen "$who" > out
	check "...the other roles read that one was discarded, not which" "1 0" \
	    "$(grep -c 'The Union discarded a held chit, face down' out) $(grep -c 'Stand to It' out)"
	run "$who" cup > /dev/null
	check "...their cup counts it in the discards, unnamed" "1 0" \
	    "$(grep -c '"discard":1' body) $(grep -c 'Stand to It' body)"
	run "$who" log > /dev/null
	check "...their log does not name it" 0 "$(grep -c 'Stand to It' body)"
	check "...nor their /state" 0 "$(state "$who" | grep -c 'Stand to It')"
done
check "the umpire reads which" 1 \
    "$(seen "$U" | grep -c 'Discarded Stand to It!, face down')"
# Nothing was shown to anyone: the side may take it back.
check "a discard face down is the side's to take back" ok "$(run "$UN" undo)"
check "...and discard it again" ok "$(run "$UN" 'discard stand')"
# The turn's end gathers it as unseen as it went.
run "$U" 'next end yes' > /dev/null
run "$U" 'force held confederate' > /dev/null
check "the turn ends" ok "$(run "$U" 'next key-chits')"
check "...the Union reads its chit gathered" 1 \
    "$(seen "$UN" | grep -c 'Gathered: Stand to It!')"
check "...the Confederate and the observer never read its name" "0 0" \
    "$(seen "$CS" | grep -c 'Stand to It') $(seen "$OB" | grep -c 'Stand to It')"

# A Grand Battle: an Event drawn, committed to a Command Event track.
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks3.txt
C3=$(awk '/^campaign/ { print $2 }' toks3.txt)
H3="http://127.0.0.1:$port/v1/campaigns/$C3"
U3=$(tok umpire toks3.txt); CS3=$(tok confederate toks3.txt)
for l in "$(tok union toks3.txt)|key union stand" "$CS3|key csa rebel anv" \
    "$U3|next" "$U3|next" "$U3|next draw-chit" "$U3|draw csa-rebel-yell"; do
	post_line "${l%%|*}" "$H3" "${l#*|}" > /dev/null
done
check "the Confederate commits its Event to a track" ok \
    "$(post_line "$CS3" "$H3" 'commit rebel cc-hood')"
check "...its answer names it" 1 \
    "$(grep -c 'Rebel Yell! committed to C&C: Hood' body)"
for who in "$(tok union toks3.txt)" "$(tok observer toks3.txt)"; do
	curl -s -H "Authorization: Bearer $who" "$H3/events?after=0" > out
	check "...the others read that one went on the track, not which" "1 0" \
	    "$(grep -c 'The Confederate committed an Event chit to C&C: Hood' out) $(grep -c 'Rebel Yell' out)"
	post_line "$who" "$H3" cup > /dev/null
	check "...their cup counts it on the track, unnamed" "1 0" \
	    "$(grep -c '"track":1' body) $(grep -c 'Rebel Yell' body)"
done

serve_stop
finish hidden
