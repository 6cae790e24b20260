#!/bin/sh
# The server's command filter, the heart of its trust model: a token runs
# only the command entries marked for the server (play, look-up, review),
# judged on the entry its line resolves to after quotes are removed and
# prefixes matched, never on the raw text.  Every entry is sent with every
# role in quoted, cased and cut spellings, then a seeded fuzz of such
# spellings; afterwards nothing outside the campaign was touched.
# Usage: filter.sh ADJUTANT
. "$(dirname "$0")/../lib.sh"
two_campaigns

# The entries and what the program says the server runs, from its own
# table (`help --json`): one "name alias server" line each.
"$bin" --json help | sed 's/},{/}\n{/g' | grep '"server":' | awk '{
	name = $0; sub(/.*"name":"/, "", name); sub(/".*/, "", name)
	alias = "-"
	if ($0 ~ /"alias":"/) {
		alias = $0; sub(/.*"alias":"/, "", alias); sub(/".*/, "", alias) }
	print name, alias, ($0 ~ /"server":true/) ? "true" : "false"
}' > entries
check "the command table lists every entry" yes \
    "$([ "$(wc -l < entries)" -gt 40 ] && echo yes)"
# A shared campaign's own commands, which a table's help leaves out:
# `campaign` runs on the server, `role` at the umpire's terminal only.
echo "campaign - true" >> entries
echo "role - true" >> entries
# The owed view, the umpire's notices and deadlines: the server runs them.
echo "owed - true" >> entries
echo "notify - true" >> entries
echo "deadline - true" >> entries
# The list a token may run, reviewed here: a change to it shows in a diff.
check "the entries a token may run on the server" \
    "status turns setup next track roll lookup cup hand key seed pick draw default general chaos rolloff playorder brigade advance hold play discard commit enter control location fire close panic compute impulse pass marker use leaders activate deactivate casualty combat absorb eliminated elimination reorganize losses victory message verbal inbox loss ammo register vp score levy county award plan queue declare reveal log note plot look force undo command campaign role owed notify deadline" \
    "$(awk '$3 == "true" { printf "%s%s", n++ ? " " : "", $1 }' entries)"

serve_start --rate 0
H="http://127.0.0.1:$port/v1/campaigns/$C"

# The commands of the campaign's game (Longstreet Attacks): a prefix
# names only the open game's commands, so another game's entry is sent
# whole, never cut.
XDG_DATA_HOME="$work/own" "$bin" --session own.adj -c 'new longstreet round' > /dev/null
own=" $(XDG_DATA_HOME="$work/own" "$bin" --session own.adj --json help | sed 's/},{/}\n{/g' |
    grep '"available":true' | sed 's/.*"name":"\([^"]*\)".*/\1/' |
    tr '\n' ' ')campaign role owed deadline "

# spellings NAME ALIAS SEED: lines that resolve to NAME's entry, one a
# line: quoted whole, single-quoted, quotes inside, other case, blanks
# before, the alias, and the shortest unique prefix (for the campaign's
# game's own commands).
spellings() {
	case $own in *" $1 "*) cut=yes;; *) cut=no;; esac
	awk -v name="$1" -v alias="$2" -v seed="$3" -v mine="$cut" -v all="$(cut -d' ' -f1,2 entries | tr '\n' ' ')" '
	function prefix(n,   L, p, i, ok, hits) {
		for (L = 1; L <= length(n); L++) {
			p = substr(n, 1, L); ok = 1; hits = 0
			for (i = 1; i <= m; i++) {
				if (w[i] == p && w[i] != n) ok = 0
				if (i % 2 == 1 && substr(w[i], 1, L) == p) hits++
			}
			if (ok && hits == 1) return p
		}
		return n
	}
	function mixcase(s,   i, o, ch) {
		o = ""
		for (i = 1; i <= length(s); i++) {
			ch = substr(s, i, 1)
			o = o (rand() < 0.5 ? toupper(ch) : ch)
		}
		return o
	}
	BEGIN {
		srand(seed); m = split(all, w, " ")
		cut = 1 + int(rand() * length(name))
		print "\"" name "\""
		print "\x27" name "\x27"
		print substr(name, 1, cut) "\"\"" substr(name, cut + 1)
		print substr(name, 1, cut) "\x27" substr(name, cut + 1) "\x27"
		print mixcase(name)
		print "\t  " name
		if (alias != "-") print "\"" alias "\""
		print "\"" (mine == "yes" ? prefix(name) : name) "\""
	}'
}

# Requests as one curl run: BODY files and a config of them.
: > reqs.conf; : > expect; n=0
request() {	# request TOKEN LINE EXPECTED-CODE
	n=$((n + 1))
	printf '%s' "$2" | sed 's/\\/\\\\/g; s/"/\\"/g; s/	/\\t/g' |
	    awk '{ printf "{\"line\":\"%s\"}", $0 }' > "body$n"
	[ $n -gt 1 ] && echo next >> reqs.conf
	printf 'url = "%s/commands"\nheader = "Authorization: Bearer %s"\n'\
'data-binary = "@body%s"\noutput = /dev/null\nwrite-out = "%%{http_code}\\n"\n' \
	    "$H" "$1" "$n" >> reqs.conf
	echo "$3 $2" >> expect
}
send() {
	curl -s -K reqs.conf > codes
	paste -d' ' codes expect | awk '$1 != $2 { print "     got " $0 }' > wrong
}

# The entries an observer's token runs: those that only read (the public
# view); whatever may write is 403 for it, as the request it is.
reads="status turns setup cup hand panic impulse marker leaders absorb losses victory inbox log plot owed vp role"
want() {
	if [ "$2" != true ]; then echo 403
	elif [ "$3" != OB ]; then echo 200
	else case " $reads " in *" $1 "*) echo 200;; *) echo 403;; esac; fi
}

# Every entry, every role, every spelling; each with a file name for an
# argument, as an attack would have it.
while read -r name alias server; do
	for role in U UN CS OB; do
		eval "t=\$$role"
		want=$(want "$name" "$server" "$role")
		spellings "$name" "$alias" "$n" | while IFS= read -r s; do
			echo "$s pwned-$name.md"; done > lines
		while IFS= read -r l; do request "$t" "$l" "$want"; done < lines
	done
done < entries
send
check "every entry, role and spelling: 403 unless the server runs it" \
    "0 $n" "$(wc -l < wrong | tr -d ' ') $(wc -l < codes | tr -d ' ')"
head -n 5 wrong

# The issue's own attacks: each refused, none with an effect.
: > reqs.conf; : > expect; n=0
for l in '"export" ../pwned.md' "'export' pwned.md" 'e"x"port pwned.html' \
    '"table" export longstreet-attacks.crt pwned.csv' \
    '"table" import longstreet-attacks.crt /etc/passwd' \
    "'open' d/$C2.adj" '"sync" join http://127.0.0.1:9/ x' \
    '"new" bloodiest historical' 'NEW bloodiest historical' \
    'ope"n" d/'"$C2"'.adj' '"replay" goto 1' '"view" umpire' '"quit"'; do
	request "$UN" "$l" 403
	request "$U" "$l" 403
done
send
check "quoted attacks from the issue: all 403" "0 $n" \
    "$(wc -l < wrong | tr -d ' ') $(wc -l < codes | tr -d ' ')"
head -n 5 wrong

# A seeded fuzz of spellings: random entries, roles and mutations.
: > reqs.conf; : > expect; n=0
awk 'BEGIN { srand(20261124) } { e[NR] = $0 } END {
	for (i = 0; i < 300; i++) print e[1 + int(rand() * NR)], int(rand() * 4)
}' entries > picks
i=0
while read -r name alias server r; do
	i=$((i + 1))
	case $r in 0) role=U;; 1) role=UN;; 2) role=CS;; *) role=OB;; esac
	eval "t=\$$role"
	want=$(want "$name" "$server" "$role")
	s=$(spellings "$name" "$alias" "$((i * 7919))" | sed -n "$((i % 7 + 1))p")
	request "$t" "$s x.md" "$want"
done < picks
send
check "seeded fuzz of 300 spellings: the filter holds" "0 $n" \
    "$(wc -l < wrong | tr -d ' ') $(wc -l < codes | tr -d ' ')"
head -n 5 wrong

check "no file made by any attack" "" "$(find "$work" -name 'pwned*' | head -3)"
curl -s -H "Authorization: Bearer $U" "$H/state" > st
check "the campaign's session is still its own game" 1 \
    "$(grep -c '"game":"longstreet-attacks"' st)"
check "no 'current' file written by the server" no \
    "$([ -e xdg/adjutant/current ] && echo yes || echo no)"
serve_stop
finish filter
