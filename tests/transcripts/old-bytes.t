# Readers are total (issue 12): a journal written before the input rule
# may hold any bytes in an event's text.  No reader drops such an event:
# JSON gets it repaired (U+FFFD), a terminal and the text reports get it
# shown (^[ for ESC, ^J for a line break) and never obeyed, and the HTML
# and Markdown reports escape what would open a tag.

$ adjutant --session s.adj -c 'new bloodiest-day historical' > /dev/null; sh fixtures/old-event.sh s.adj note 'caf\351'; sh fixtures/old-event.sh s.adj note '\033]0;pwned\007\033[2J x\nForged: line'; sh fixtures/old-event.sh s.adj note '<!-- hide & seek'; adjutant --session s.adj -c 'log verify' -c 'log notes'
Log verified: 5 events, hash chain intact.
    3  0530-0730 note    caf�
    4  0530-0730 note    ^[]0;pwned^G^[[2J x^JForged: line
    5  0530-0730 note    <!-- hide & seek

$ adjutant --session s.adj --json -c 'log notes' | grep -o '"text":"[^"]*"'
"text":"caf\uFFFD"
"text":"\u001B]0;pwned\u0007\u001B[2J x\nForged: line"
"text":"<!-- hide & seek"

Every report has every event (five), each text shown, not obeyed:

$ for f in md html json csv; do adjutant --session s.adj -c "export r.$f" | cut -c1-40; done; grep -c '"seq":' r.json; tail -n +2 r.csv | wc -l; grep -c '^<tr' r.html; grep -c "$(printf '\033')" r.md r.html r.csv r.json || true
Exported 5 events and 1 turn ends to r.m
Exported 5 events and 1 turn ends to r.h
Exported 5 events and 1 turn ends to r.j
Exported 5 events and 1 turn ends to r.c
5
5
5
r.md:0
r.html:0
r.csv:0
r.json:0

$ grep '^> ' r.md; grep -o '<td class="what">[^<]*hide[^<]*</td>\|<td class="what">caf[^<]*</td>\|<td class="what">^.*line</td>' r.html; grep -o ',caf[^,]*,\|,^[^,]*line,\|,<!--[^,]*,' r.csv; grep -o '"text": "caf[^"]*"' r.json
> *caf�*
> *^\[\]0;pwned^G^\[\[2J x^JForged: line*
> *\<\!-- hide \& seek*
<td class="what">caf�</td>
<td class="what">^[]0;pwned^G^[[2J x^JForged: line</td>
<td class="what">&lt;!-- hide &amp; seek</td>
,caf�,
,^[]0;pwned^G^[[2J x^JForged: line,
,<!-- hide & seek,
"text": "caf�"

Other text that may come from before the rule, or from the command line
rather than a command: a session file's name, a user table's cell typed
into an older version.  JSON keeps each field, repaired:

$ adjutant --session "$(printf 'caf\351.adj')" -c 'new bloodiest-day historical' | tail -1; adjutant --session caf*.adj --json -c status | grep -o '"session":"[^"]*"'
Session saved as caf�.adj
"session":"caf\uFFFD.adj"

$ adjutant -c 'table import longstreet-attacks.fog-of-war fixtures/fog-test-only.csv --partial' > /dev/null; sqlite3 xdg/adjutant/user-tables.db "UPDATE user_cell SET result = CAST(X'436166E9' AS TEXT) WHERE k = '1'"; adjutant --json -c 'table show longstreet-attacks.fog' | grep -o '"csv":"roll,result\\n1,Caf\\uFFFD\\n2,'; adjutant --session la.adj -c 'new longstreet round' > /dev/null; adjutant --session la.adj --json -c 'lookup fog roll=1' | grep -o '"result":"[^"]*"'; adjutant --session la.adj -c 'lookup fog roll=1' | tail -1
"csv":"roll,result\n1,Caf\uFFFD\n2,
"result":"Caf\uFFFD"
Result: Caf�

Text from before the rule that would reorder or hide the line it is in
(issue 21): a right-to-left override, a zero-width space, an isolate;
each shown spelt out, as the other controls are:

$ adjutant --session b.adj -c 'new bloodiest-day historical' > /dev/null; sh fixtures/old-event.sh b.adj note 'hold \342\200\256enil eht'; sh fixtures/old-event.sh b.adj note 'Hood\342\200\213s \342\201\247x\342\201\251'; adjutant --session b.adj -c 'log notes'
    3  0530-0730 note    hold <U+202E>enil eht
    4  0530-0730 note    Hood<U+200B>s <U+2067>x<U+2069>
