# The Long Roads to Gettysburg's victory (VIII 1, VIII 2): the bands of
# both scenarios at their edges, read off the net VP track (status --json
# `standing`, `victory` null until the game ends), the automatic victory
# `victory` says, and the optional preliminary victories it lists.

$ adjutant --session h.adj -c 'new long-roads high-tide' > /dev/null 2>&1; for v in 210 209 185 184 160 159 150 149 140 139; do adjutant --session h.adj -c "track vp =$v" > /dev/null; adjutant --session h.adj --json -c status | jq -c "[$v, .standing, .victory]"; done
[210,"Confederate Decisive Victory",null]
[209,"Confederate Substantive Victory",null]
[185,"Confederate Substantive Victory",null]
[184,"Confederate Marginal Victory",null]
[160,"Confederate Marginal Victory",null]
[159,"Union Marginal Victory",null]
[150,"Union Marginal Victory",null]
[149,"Union Substantive Victory",null]
[140,"Union Substantive Victory",null]
[139,"Union Decisive Victory",null]

$ adjutant --session c.adj -c 'new long-roads gettysburg-campaign' > /dev/null 2>&1; for v in 250 249 220 219 190 189 180 179 150 149; do adjutant --session c.adj -c "track vp =$v" > /dev/null; adjutant --session c.adj --json -c status | jq -c "[$v, .standing, .victory]"; done
[250,"Confederate Decisive Victory",null]
[249,"Confederate Substantive Victory",null]
[220,"Confederate Substantive Victory",null]
[219,"Confederate Marginal Victory",null]
[190,"Confederate Marginal Victory",null]
[189,"Union Marginal Victory",null]
[180,"Union Marginal Victory",null]
[179,"Union Substantive Victory",null]
[150,"Union Substantive Victory",null]
[149,"Union Decisive Victory",null]

$ adjutant --session h.adj -c victory
Victory in High Tide of the Confederacy (LRTG VIII 1):
  vp   210..      Confederate Decisive Victory, confederate (VIII 1)
  vp   185..209   Confederate Substantive Victory, confederate (VIII 1)
  vp   160..184   Confederate Marginal Victory, confederate (VIII 1)
  vp   150..159   Union Marginal Victory, union (VIII 1)
  vp   140..149   Union Substantive Victory, union (VIII 1)
  vp      ..139   Union Decisive Victory, union (VIII 1)
  Early end: a Confederate infantry unit occupies the White House, the Capitol or Baltimore Depot at any time (`track csa-capital =1`) -> Confederate Decisive Victory (VIII 1)
  Early end: the Army of Northern Virginia takes Flight: morale 14 or more with an infantry division demoralized (flag flight.confederate) -> Confederate Flight: Union Decisive Victory (VIII 1)
  Early end: no Confederate infantry division north of the Potomac on or after June 30 -> the game ends, its VP deciding (VIII 1)
  Early end: the Army of the Potomac takes Flight: morale 14 or more with an infantry division demoralized (flag flight.union) -> Union Flight: Confederate Decisive Victory (VIII 1)
If it ended now: Union Decisive Victory

With the preliminary victories, `victory` says which are held; none is
found before a Victory Check Phase:

$ adjutant --session p.adj -c 'new long-roads gettysburg-campaign +preliminary-victory' > /dev/null 2>&1; adjutant --session p.adj -c 'track vp =185' -c victory
Victory Points (net Confederate) 0 -> 185
Confederates have reached 75 VP: a Hooker Questioned event (the counter goes up by one) (LRTG 16.2)
...
Victory in The Gettysburg Campaign (LRTG VIII 2):
  vp   250..      Confederate Decisive Victory, confederate (VIII 2)
  vp   220..249   Confederate Substantive Victory, confederate (VIII 2)
  vp   190..219   Confederate Marginal Victory, confederate (VIII 2)
  vp   180..189   Union Marginal Victory, union (VIII 2)
  vp   150..179   Union Substantive Victory, union (VIII 2)
  vp      ..149   Union Decisive Victory, union (VIII 2)
  Early end: a Confederate infantry unit occupies the White House, the Capitol or Baltimore Depot (`track csa-capital =1`) -> Confederate Decisive Victory (VIII 2)
  Early end: the Army of Northern Virginia takes Flight: morale 14 or more with an infantry division demoralized (flag flight.confederate) -> Confederate Flight: Union Decisive Victory (VIII 2)
  Early end: no Confederate infantry division north of the Potomac on or after June 30 -> the game ends, its VP deciding (VIII 2)
  Early end: the Army of the Potomac takes Flight: morale 14 or more with an infantry division demoralized (flag flight.union) -> Union Flight: Confederate Decisive Victory (VIII 2)
Victories held before the end:
  CSA Preliminary Substantive Victory: no
  CSA Preliminary Marginal Victory: no
  Union Preliminary Substantive Victory: no
  Union Preliminary Marginal Victory: no
If it ended now: Union Marginal Victory

$ adjutant --session p.adj --json -c status | jq -c '[.flags["prelim-csa-substantive"], .flags["prelim-union-marginal-off"]]'
[false,false]

Without the option the flags are not kept; the 75 VP flag was set once
the track reached 210 above, and stays:

$ adjutant --session h.adj --json -c status | jq -c '[.flags["prelim-csa-substantive"], .flags["vp-75"], .flags["csa-capital"]]'
[null,true,false]

Reaching 75 VP sets its flag (a Hooker Questioned event, 16.2), once (the
lines skipped are the counter raised, once effect rows run):

$ adjutant --session s.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session s.adj -c 'track vp =74' -c 'track vp +1' -c 'track vp -5' -c 'track vp +5'
Victory Points (net Confederate) 0 -> 74
Victory Points (net Confederate) 74 -> 75
Confederates have reached 75 VP: a Hooker Questioned event (the counter goes up by one) (LRTG 16.2)
...
Victory Points (net Confederate) 75 -> 70
Victory Points (net Confederate) 70 -> 75

The counter went up once for the two times the track reached 75:

$ adjutant --session s.adj --json -c status | jq -c '[.tracks["hooker-questioned"], .flags["vp-75"]]'
[1,true]

A Confederate infantry unit in the capital ends the game at once:

$ adjutant --session s.adj -c 'track csa-capital =1' > /dev/null 2>&1; adjutant --session s.adj --json -c status | jq -c '[.over, .victory]'
[true,{"level":"Confederate Decisive Victory","winner":"confederate"}]
