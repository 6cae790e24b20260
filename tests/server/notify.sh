#!/bin/sh
# Being told without watching a terminal (issue 24, item 7): the umpire's
# `notify ROLE URL` (an event only the umpire reads) has the server POST
# {campaign, role, kind, text} to a webhook when that role newly owes a
# choice or a message arrives for it.  A receiver on 127.0.0.1 gets
# exactly its role's notices and nothing of the other side's; the
# campaign's own channel (`notify all`) hears what is owed, never a
# message; no token is sent, no redirect followed; a receiver that hangs
# slows no command.
# Usage: notify.sh ADJUTANT
tests=$(cd "$(dirname "$0")/.." && pwd)
. "$tests/lib.sh"
"$bin" serve --data d new longstreet-attacks hammerin-sickles > toks.txt || exit 1
C=$(awk '/^campaign/ { print $2 }' toks.txt)
U=$(tok umpire); UN=$(tok union); CS=$(tok confederate); OB=$(tok observer)
python3 "$tests/server/hook.py" hooks.log hook.port &
hook=$!
on_exit() { kill "$hook" 2>/dev/null; }
i=0
while [ ! -s hook.port ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
HP="http://127.0.0.1:$(cat hook.port)"
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
run() { post_line "$1" "$H" "$2"; }
seen() { curl -s -H "Authorization: Bearer $1" "$H/events?after=0"; }
# got PATH: the bodies that receiver got so far, one line each
got() { jq -c "select(.path == \"$1\") | .body" hooks.log 2>/dev/null; }
# settle N: until the receivers got N notices in all (at most 10 s)
settle() {
	i=0
	while [ "$(cat hooks.log 2>/dev/null | wc -l)" -lt "$1" ] &&
	    [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	sleep 0.3
}

# The umpire's, in a campaign, to an http(s) address.
check "a side may not set an address" 1 \
    "$(run "$UN" "notify union $HP/union" | grep -c umpire)"
check "an address that is not http(s): refused" \
    "notify union URL: expected an http:// or https:// address, or off" \
    "$(run "$U" 'notify union ftp://127.0.0.1/x')"
check "...nor one with no host" "notify union URL: the address names no host" \
    "$(run "$U" 'notify union http:///x')"
run "$U" 'notify generals http://127.0.0.1/' > /dev/null
check "a role the campaign has not: refused" 1 \
    "$(grep -c 'is no role of this campaign: umpire, a side, a commander, or all' body)"
check "...the observer has no notices" \
    "the observer owes nothing and is sent no message: it has no notices" \
    "$(run "$U" 'notify observer http://127.0.0.1/')"
"$bin" --session t.adj -c 'new longstreet-attacks round-tops' \
    -c 'notify union http://127.0.0.1/' > out 2>&1; rc=$?
check "at a table: refused in one line" "1 1" "$rc $(grep -c 'notify' out)"

check "the umpire sets the Union's" ok "$(run "$U" "notify union $HP/union")"
check "...said to the umpire" 1 "$(grep -c "Notices for the Union go to $HP/union" body)"
check "a side's refusal says whose it is" "notify: the umpire sets where a role's notices go, and reads where they do" \
    "$(run "$CS" "notify confederate $HP/confederate")"
check "...the Confederate's" ok "$(run "$U" "notify confederate $HP/confederate")"
check "...the campaign's channel" ok "$(run "$U" "notify all $HP/all")"
check "...its own" ok "$(run "$U" "notify umpire $HP/umpire")"
check "the addresses: in the umpire's events only" "4 0 0 0" \
    "$(seen "$U" | grep -o "$HP/[a-z]*" | sort -u | wc -l) $(seen "$UN" | grep -c "$HP") $(seen "$CS" | grep -c "$HP") $(seen "$OB" | grep -c "$HP")"
run "$U" notify > /dev/null
check "the umpire's notify alone: where each role's go" "4 1 1" \
    "$(jq -r .reply.text body | grep -c '^Notices for .* go to http') $(jq -r .reply.text body | grep -c "^Notices for the Union go to $HP/union$") $(jq -r .reply.text body | grep -c "^Notices for everyone (what each role owes) go to $HP/all$")"
check "...a side may not read them" \
    "notify: the umpire sets where a role's notices go, and reads where they do" \
    "$(run "$UN" notify)"
check "...nothing sent for what was owed already" 0 "$(cat hooks.log 2>/dev/null | wc -l)"

# Turn 1's Key chits made; turn 2 owes both sides' and the Union's pick.
run "$UN" 'key union stand' > /dev/null
run "$U" 'force key confederate at random' > /dev/null
run "$U" next > /dev/null
run "$U" 'next end yes' > /dev/null
check "into turn 2" ok "$(run "$U" 'next key-chits')"
settle 6
check "the Union's receiver: its Key chits and its pick, nothing else" \
    '{"campaign":"'"$C"'","role":"union","kind":"owed","text":"You owe Key chits: `key union CHIT...`"}
{"campaign":"'"$C"'","role":"union","kind":"owed","text":"You owe 21.4e pick: `pick union CHIT`"}' \
    "$(got /union)"
check "the Confederate's: its Key chits alone" \
    '{"campaign":"'"$C"'","role":"confederate","kind":"owed","text":"You owe Key chits: `key confederate CHIT...`"}' \
    "$(got /confederate)"
check "the campaign's channel: what each side owes" "3 1 1" \
    "$(got /all | wc -l) $(got /all | grep -c '"role":"all","kind":"owed","text":"Union owes Key chits') $(got /all | grep -c 'Confederate owes Key chits')"
check "the umpire's: nothing owed by the umpire" 0 "$(got /umpire | wc -l)"
check "no token sent to any receiver" 0 "$(jq -c 'select(.auth != null)' hooks.log | wc -l)"

# Messages: the one it is for hears it, with its words; no one else.
check "the Union writes to the Confederate" ok \
    "$(run "$UN" 'message confederate Hold the orchard arrives=+0')"
check "...the umpire lets it arrive now" ok "$(run "$U" 'message 1 approve')"
check "the Confederate writes to the umpire" ok \
    "$(run "$CS" 'message umpire Where is Hood')"
settle 8
check "the Confederate's receiver: the message, as its log reads it" 1 \
    "$(got /confederate | grep -c '"kind":"message","text":"Message #1 from the Union: “Hold the orchard”"')"
check "the umpire's: the message to the umpire" 1 \
    "$(got /umpire | grep -c '"kind":"message","text":"Message #2 from the Confederate: “Where is Hood”"')"
check "...nothing of either message to the Union or the channel" "0 0" \
    "$(got /union | grep -c -e orchard -e Hood) $(got /all | grep -c message)"

# Off, and a receiver that hangs: the commands go on at their pace.
check "the channel off" ok "$(run "$U" 'notify all off')"
check "the Union's receiver hangs" ok "$(run "$U" "notify union $HP/hang")"
n=$(wc -l < hooks.log)
check "the pick and the keys" "ok ok ok" \
    "$(run "$UN" 'pick union birney') $(run "$UN" 'key union stand') $(run "$CS" 'key csa rebel anv')"
run "$CS" 'message union Where are you arrives=+0' > /dev/null
run "$U" 'message 3 approve' > /dev/null
start=$(date +%s%N)
check "commands while the Union's receiver hangs" "ok ok ok" \
    "$(run "$U" next) $(run "$U" next) $(run "$U" 'next draw-chit')"
check "...answered at once (under 2 s for three)" 1 \
    "$([ $(( ($(date +%s%N) - start) / 1000000 )) -lt 2000 ] && echo 1)"
run "$U" 'draw usa-stand-to-it' > /dev/null
run "$U" 'force drawn union at random' > /dev/null
run "$U" 'draw csa-rebel-yell' > /dev/null
run "$U" 'force drawn confederate at random' > /dev/null
check "Hood's Division chit drawn: the Confederate owes the brigade" ok \
    "$(run "$U" 'draw hood')"
settle $((n + 3))
sleep 5.5
check "the Confederate hears of it after the hung one's timeout" 1 \
    "$(got /confederate | grep -c "\"kind\":\"owed\",\"text\":\"You owe brigade of Hood's Division")"
check "...the channel, off, nothing more" 3 "$(got /all | wc -l)"
check "...the Union's receiver had only its own message" "1 0" \
    "$(got /hang | grep -c 'Where are you') $(got /hang | grep -c Hood)"
grep 'not delivered' serve.log > out
check "the server says what was not delivered, without the address" "1 0" \
    "$(grep -q 'a notice for union was not delivered' out && echo 1) $(grep -c "$HP" out)"

# A redirect is not followed.
check "an address that redirects" ok "$(run "$U" "notify confederate $HP/moved")"
run "$UN" 'message confederate Moved arrives=+0' > /dev/null
run "$U" 'message 4 approve' > /dev/null
settle $(($(wc -l < hooks.log) + 1))
check "...its notice went there, and no further" "1 0" \
    "$(got /moved | grep -c Moved) $(got /union | grep -c Moved)"

# A queue of 64 behind the hung receiver: the oldest dropped, and said;
# the server stops at once all the same.
i=0
while [ $i -lt 70 ]; do
	run "$U" "message union Order $i arrives=+0" > /dev/null
	i=$((i + 1))
done
sleep 0.5
check "notices past the queue's 64: the oldest dropped, said" 1 \
    "$(grep -c 'a notice for union dropped: 64 wait to be sent' serve.log | sed 's/^[1-9][0-9]*$/1/')"
start=$(date +%s%N)
serve_stop
check "...and the server stops within its grace all the same" 1 \
    "$([ $(( ($(date +%s%N) - start) / 1000000 )) -lt 2500 ] && echo 1)"
finish notify
