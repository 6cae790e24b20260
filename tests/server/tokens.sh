#!/bin/sh
# A token dies the moment it is revoked, though the server keeps the
# tokens it was shown in memory (token_cache.c): revoked or reissued by
# the operator's `serve ... revoke` / `token` beside the running server,
# while clients read with other tokens, the old one is refused by the
# very next request, every time; a flood of unknown tokens is refused
# and leaves the known ones working.
# Usage: tokens.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"

loadgen_build tokens
two_campaigns
serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"
code() {
	curl -s -o /dev/null -m 10 -w '%{http_code}' -H "Authorization: Bearer $1" \
	    "$H/state"
}

check "the umpire's token, shown again and again" "200 200 200" \
    "$(code "$U") $(code "$U") $(code "$U")"
# Readers beside it all along, with the observer's token (kept too).
./loadgen get "$port" "/v1/campaigns/$C/state" "$OB" 8 6 > load.out &
lg=$!
old=$U ok=0 i=0
while [ $i -lt 10 ]; do
	new=$("$bin" serve --data d token "$C" umpire | awk '$1 == "umpire" { print $2 }')
	a=$(code "$old") b=$(code "$new") c=$(code "$new")
	[ "$a $b $c" = "401 200 200" ] && ok=$((ok + 1))
	echo "$i $a $b $c" >> reissued.codes
	old=$new
	i=$((i + 1))
done
check "reissued ten times under load: the old token refused at once, the new one answered ($ok of 10)" \
    10 "$ok"
"$bin" serve --data d revoke "$C" umpire > out 2>&1
check "revoked: refused by the next request" 401 "$(code "$old")"
"$bin" serve --data d revoke "$C" union > out 2>&1
check "...another role's too, kept a moment before" "200 401" \
    "$(curl -s -o /dev/null -m 10 -w '%{http_code}' -H "Authorization: Bearer $CS" \
    "$H/state") $(code "$UN")"
wait "$lg"
check "the readers' token answered throughout" 0 \
    "$(sed 's/.*not_200=\([0-9]*\).*/\1/' load.out)"
# Unknown tokens, many: refused, none kept, the known ones still answer.
./loadgen get "$port" "/v1/campaigns/$C/state" \
    "0000000000000000000000000000000000000000000000000000000000000000" 8 2 > bad.out
check "a flood of an unknown token: every one refused" yes \
    "$(awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^requests=/) r = substr($i, 10);
	    else if ($i ~ /^not_200=/) n = substr($i, 9) } END { print (r > 0 && n + 0 >= r + 0) ? "yes" : "no" }' bad.out)"
check "...and the observer's still answered" 200 "$(code "$OB")"
serve_stop
finish tokens
