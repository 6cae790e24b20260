# Reports (issue 5): `export FILE` in four formats, every event present,
# each track's value at each turn's end, a side's export without the
# other side's secrets, and the chain's head to check against.

$ (echo 'new bloodiest-day historical'; for t in 1 2 3 4 5 6 7; do echo "track vp.union +$t"; echo "track cp.confederate +2"; echo next; echo next; echo 'next end yes'; echo next; done) | adjutant --session d.adj --seed 5 - > /dev/null 2>&1; adjutant --session d.adj -c 'note a hard day on the Union right' -c 'export day.json' -c 'export day.csv' -c 'export day.md' -c 'export day.html' | sed 's/chain head.*/.../'
Noted: “a hard day on the Union right”
Exported 102 events and 7 turn ends to day.json (all view; ...
Exported 102 events and 7 turn ends to day.csv (all view; ...
Exported 102 events and 7 turn ends to day.md (all view; ...
Exported 102 events and 7 turn ends to day.html (all view; ...

Every event of the log is in each report; seven turn ends.

$ adjutant --session d.adj --json -c log | grep -o '"seq":' | wc -l; grep -c '"seq":' day.json; tail -n +2 day.csv | wc -l; grep -c '^<tr' day.html
102
102
102
102

$ grep -c '"label":' day.json; grep -c '^### Turn' day.md; grep -c '<section class="turn"' day.html; adjutant --session d.adj -c status | grep 'Turn 7\|Game over'
7
7
7
Turn 7 of 7 (1730-1930)   Phase: End Phase
Game over: Union victory by 1: Union Tactical (1) against Loss (0) (2.2.2)

Each track's value at each turn's end is what `status --at` says at the
last event of that turn:

$ for t in 1 2 3 4 5 6 7; do last=$(grep "^[0-9]*,$t," day.csv | tail -1 | cut -d, -f1); a=$(adjutant --session d.adj --json -c "status --at $last" | grep -o '"vp.union":[0-9]*,"vp.confederate":[0-9]*,"cp.union":[0-9]*,"cp.confederate":[0-9]*'); b=$(tr -d ' \n' < day.json | grep -o "\"turn\":$t,\"game_turn\":$t,\"label\":\"[^\"]*\",\"tracks\":{[^}]*}" | grep -o '"vp.union":[0-9]*,"vp.confederate":[0-9]*,"cp.union":[0-9]*,"cp.confederate":[0-9]*'); echo "turn $t: $b"; [ "$a" = "$b" ] || echo "status --at $last says $a"; done
turn 1: "vp.union":1,"vp.confederate":0,"cp.union":0,"cp.confederate":2
turn 2: "vp.union":3,"vp.confederate":0,"cp.union":0,"cp.confederate":4
turn 3: "vp.union":6,"vp.confederate":0,"cp.union":0,"cp.confederate":6
turn 4: "vp.union":10,"vp.confederate":0,"cp.union":0,"cp.confederate":8
turn 5: "vp.union":15,"vp.confederate":0,"cp.union":0,"cp.confederate":10
turn 6: "vp.union":21,"vp.confederate":0,"cp.union":0,"cp.confederate":12
turn 7: "vp.union":28,"vp.confederate":0,"cp.union":0,"cp.confederate":14

The HTML page is one file: one SVG chart per track that moved (two of
the six), the others one line of text; no outside fetches (its only
links are to its own sections).

$ grep -c '<svg' day.html; adjutant --session d.adj --json -c status | grep -o '"tracks":{[^}]*}' | tr ',' '\n' | wc -l; grep -o 'data-track="[^"]*"' day.html; grep -o 'every turn.s end: .*' day.html | sed 's/<[^>]*>//g'; grep -o 'src=\|href="[^#]\|@import\|url(' day.html | wc -l
2
6
data-track="vp.union"
data-track="cp.confederate"
every turn's end: Impulse Track 0; Union Impulse DRM 0; Victory Points (confederate) 0; Casualty Points Inflicted (union) 0.
0

The Markdown narrative has the note set apart, and the standing at each
turn's end where it changed (it did in every turn):

$ grep -c '^> \*a hard day' day.md; grep -c "^\*At the turn's end:\*" day.md
1
7

The chain's head is in every report and matches the session's:

$ h=$(grep -o '"chain_head": "[^"]*"' day.json | cut -d'"' -f4); grep -c "$h" day.md day.html; sqlite3 d.adj "SELECT value FROM meta WHERE key='head'" | grep -c "$h"
day.md:1
day.html:1
1

A side's export leaves out the other side's secrets (the Key chits of
Longstreet Attacks):

$ adjutant --session la.adj --seed 3 -c 'new longstreet round' -c 'key union stand' -c 'key csa rebel anv' -c next > /dev/null; adjutant --session la.adj --side union -c 'export u.json' -c 'export u.csv' | sed 's/chain head.*/.../'; grep -c 'Rebel Yell\|rebel' u.json u.csv; adjutant --session la.adj -c 'export all.csv' > /dev/null; grep -ci 'rebel' all.csv
Exported 4 events and 1 turn ends to u.json (union view; ...
Exported 4 events and 1 turn ends to u.csv (union view; ...
u.json:0
u.csv:0
2

Bad input:

$ adjutant --session d.adj -c 'export day.pdf'
"day.pdf": the file's extension picks the format: .md, .html, .json or .csv
[1]

$ adjutant --session d.adj -c 'export /nonexistent/dir/day.md'
cannot write /nonexistent/dir/day.md: No such file or directory
[1]

Players' text stays text in every format (issue 21, item 15).  A note
is recorded in quotes now; a session from before then holds it bare, as
the sqlite3 shell makes it here (export reads what is recorded, and does
not check the chain).  A CSV cell that a spreadsheet would run as a
formula (= + - @ first) begins with a ', the usual convention, whether
quoted or not:

$ adjutant --session x.adj -c 'new bloodiest-day historical' -c 'note =HYPERLINK("http://evil.example/","click")' -c "note +cmd|'/c calc'!A0" -c 'note @SUM(1+1)' -c 'note -2+3 rallied' -c 'note [click](javascript:alert(1)) ![pic](http://evil.example/p.png) <img src=x onerror=alert(1)> *bold* `code` &amp;' -c 'note # heading' -c 'note 1. a list' > /dev/null; sqlite3 x.adj "UPDATE event SET text = substr(text, 2, length(text) - 2) WHERE kind = 'note'"; adjutant --session x.adj -c 'export x.csv' -c 'export x.md' -c 'export x.html' > /dev/null; grep ',note,' x.csv | cut -d, -f7-9 | sed 's/,20[0-9-]*T.*//'
"'=HYPERLINK(""http://evil.example/"",""click"")"
'+cmd|'/c calc'!A0
'@SUM(1+1)
'-2+3 rallied
[click](javascript:alert(1)) ![pic](http://evil.example/p.png) <img src=x onerror=alert(1)> *bold* `code` &amp;
# heading
1. a list

$ grep -c "^[0-9]*,[0-9]*,[^,]*,[^,]*,note,[^,]*,[=+@-]" x.csv
0
[1]

Markdown escapes what would make a link, an image, a tag, emphasis or a
heading or list, so that none renders (and nothing is fetched):

$ grep '^> ' x.md
> *\=HYPERLINK\("http://evil.example/","click"\)*
> *\+cmd\|'/c calc'\!A0*
> *@SUM\(1+1\)*
> *\-2+3 rallied*
> *\[click\]\(javascript:alert\(1\)\) \!\[pic\]\(http://evil.example/p.png\) \<img src=x onerror=alert\(1\)\> \*bold\* \`code\` \&amp;*
> *\# heading*
> *1\. a list*

The same in the appendix's lines, and nowhere an unescaped one:

$ grep '^> ' x.md | sed 's/^> \*//; s/\*$//' | grep -c '\(^\|[^\\]\)[][()<>!`*&#]'; grep '^- .*click' x.md | sed 's/^- [^:]*: //' | grep -c '\(^\|[^\\]\)[][()<>!`*&#]'
0
0
[1]

The HTML report escapes it (no tag, no attribute of a player's):

$ grep -c '<img\|onerror=alert(1)>' x.html; grep -c '&lt;img src=x onerror=alert(1)&gt;' x.html
0
2

`log verify` catches one byte changed in the session file itself:

$ cp d.adj t.adj; off=$(grep -obaF 'a hard day on the Union right' t.adj | head -1 | cut -d: -f1); printf 'A' | dd of=t.adj bs=1 seek=$((off + 2)) conv=notrunc 2>/dev/null; adjutant --session t.adj -c 'log verify'
log verify: event 102 was altered after it was recorded
[1]

`plot` draws a track over the turns in the terminal: block characters on
a UTF-8 terminal, ASCII otherwise; the JSON has the values.

$ LC_ALL=C.UTF-8 adjutant --session d.adj -c 'plot vp.union'
Victory Points (union) at the end of each turn (0 to 28):
    28 |                   ██
       |                   ██
       |                ██ ██
       |             ▂▂ ██ ██
       |             ██ ██ ██
       |          ▆▆ ██ ██ ██
       |       ▅▅ ██ ██ ██ ██
     0 | ▂▂ ▆▆ ██ ██ ██ ██ ██
  turn    1  2  3  4  5  6  7

$ LC_ALL=C adjutant --session d.adj -c 'plot vp.union' | tail -3
       |       ## ## ## ## ##
     0 | .. ## ## ## ## ## ##
  turn    1  2  3  4  5  6  7

$ adjutant --session d.adj --json -c 'plot vp.union' | grep -o '"value":[0-9]*' | tr '\n' ' '; echo
"value":1 "value":3 "value":6 "value":10 "value":15 "value":21 "value":28 

$ adjutant --session d.adj -c 'plot'
usage: plot TRACK (`status` names them)
[1]

A recorded game of Longstreet Attacks, played to its end, in all four
formats:

$ (echo 'new longstreet round-tops'; i=0; while [ $i -lt 3000 ]; do echo next; i=$((i+1)); done) | adjutant --session rt.adj --seed 9 - > /dev/null 2>&1; for f in md html json csv; do adjutant --session rt.adj -c "export rt.$f" | sed 's/ (all view.*//'; done; grep -c '^### Turn' rt.md; grep -c '<svg' rt.html; grep -c '"label":' rt.json; n=$(adjutant --session rt.adj --json -c log | grep -o '"seq":' | wc -l); [ "$(tail -n +2 rt.csv | wc -l)" = "$n" ] && echo "csv: all $n events"; grep -o '^ "result": "[^"]*"' rt.json
Exported 579 events and 6 turn ends to rt.md
Exported 579 events and 6 turn ends to rt.html
Exported 579 events and 6 turn ends to rt.json
Exported 579 events and 6 turn ends to rt.csv
6
0
6
csv: all 579 events
 "result": "Union Victory"


`export FILE --side SIDE` writes the report that side may see, as `help
export` says; a side's view cannot export another side's:

$ adjutant --session sd.adj --seed 4 -c 'new longstreet round' -c 'key union stand' -c 'key csa rebel anv' > /dev/null; adjutant --session sd.adj -c 'export u.md --side union' | sed 's/chain head.*/.../'; grep -c 'Rebel Yell\|ANV Veterans' u.md; grep -c 'Stand to It' u.md
Exported 3 events and 1 turn ends to u.md (union view; ...
0
2

$ adjutant --session sd.adj --side union -c 'export c.md --side confederate'
this is the union view: it exports its own side only
[1]
