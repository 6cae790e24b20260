# Who acted and what was undone (issue 24, item 9): every event `log
# --json` lists and every exported event (JSON, CSV, Markdown, HTML)
# carries `by` and `undone`, at a table too (undo exists there); the
# Markdown and HTML show the actor and mark an undone event.  A table has
# no roles: `by` is "" there.  The existing keys stay.

$ adjutant --session t.adj -c 'new longstreet-attacks round-tops' -c 'track vp +1' -c 'undo' -c 'note the ford holds' > /dev/null; adjutant --session t.adj --json -c log | grep -o '"seq":[0-9]*,[^{]*"by":"[^"]*","undone":[a-z]*' | sed 's/"turn".*"by"/... "by"/'
"seq":1,... "by":"","undone":false
"seq":2,... "by":"","undone":false
"seq":3,... "by":"","undone":true
"seq":4,... "by":"","undone":false
"seq":5,... "by":"","undone":false

The undone event keeps the key it had (`undone_by`), and its line says so:

$ adjutant --session t.adj --json -c log | grep -o '"seq":3,.*"undone_by":4'  | grep -c .; adjutant --session t.adj -c log | grep '^ *3x'
1
    3x 4:20   track   (undone) Victory Points 0 -> 1

$ adjutant --session t.adj -c 'export t.json' -c 'export t.csv' -c 'export t.md' -c 'export t.html' > /dev/null; grep -c '"by": ""' t.json; grep -c '"undone": true' t.json; head -1 t.csv; grep -c ',,,false,' t.csv; grep '^3,' t.csv | grep -o ',,,true,[^,]*,3,4,'
5
1
seq,turn,turn_label,phase,kind,side,text,at,hash,by,by_name,undone,step_name,cmd,undone_by,data
4
,,,true,Command Decision Phase: The Key Chit,3,4,

$ grep '^- .*Victory Points' t.md; grep -o '<tr class="undone".*</tr>' t.html; grep -c '<th>Who</th>' t.html
- \#3, turn 1 (4:20), Command Decision Phase: The Key Chit: ~~Victory Points 0 -\> 1~~ **undone** by \#4
<tr class="undone" data-seq="3"><td class="n">3</td><td>1 4:20</td><td>Command Decision Phase: The Key Chit</td><td class="by"></td><td>track</td><td class="what">Victory Points 0 -&gt; 1</td><td class="detail"><span class="badge undone-mark">undone by #4</span></td></tr>
1
