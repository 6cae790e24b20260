# Readers are total (issue 12): a journal written before the input rule
# may hold any bytes in an event's text.  No reader drops such an event:
# JSON gets it repaired (U+FFFD), a terminal and the text reports get it
# shown (^[ for ESC, ^J for a line break) and never obeyed, and the HTML
# and Markdown reports escape what would open a tag.

$ adjutant --session s.adj -c 'new bloodiest-day historical' > /dev/null; sh fixtures/old-event.sh s.adj note 'caf\351'; sh fixtures/old-event.sh s.adj note '\033]0;pwned\007\033[2J x\nForged: line'; sh fixtures/old-event.sh s.adj note '<!-- hide & seek'; adjutant --session s.adj -c 'log verify' -c 'log notes'
Log verified: 5 events, hash chain intact.
    3  0530-0730 lrb            note    caf�
    4  0530-0730 lrb            note    ^[]0;pwned^G^[[2J x^JForged: line
    5  0530-0730 lrb            note    <!-- hide & seek

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

$ grep 'Note' r.md; grep -o '<td>[^<]*hide[^<]*</td>\|<td>caf[^<]*</td>\|<td>^.*line</td>' r.html; grep -o ',caf[^,]*,\|,^[^,]*line,\|,<!--[^,]*,' r.csv; grep -o '"text": "caf[^"]*"' r.json
- **Note:** caf�
- **Note:** ^[]0;pwned^G^[[2J x^JForged: line
- **Note:** \<!-- hide & seek
<td>caf�</td>
<td>^[]0;pwned^G^[[2J x^JForged: line</td>
<td>&lt;!-- hide &amp; seek</td>
,caf�,
,^[]0;pwned^G^[[2J x^JForged: line,
,<!-- hide & seek,
"text": "caf�"
