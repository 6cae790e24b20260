# The Disorder and Panic VP of VII 7 as the armies' morale moves them:
# the Union's army in Panic is worth 50, in Disorder after a Panic 40, in
# neither once both happened 25; a second Disorder 30, never 45.  The
# Confederate's count against it: the text's "+30" and "+20" while it
# lasts are read as -30 and -20 (the rows' notes).

$ adjutant --session m.adj -c 'new long-roads high-tide' > /dev/null 2>&1; adjutant --session m.adj -c 'track routed-corps.union =11' | grep 'Victory Points'
  Victory Points (net Confederate) 0 -> 30: Union Army Disorder now +30, was +0 (LRTG VII 7).
  Victory Points (net Confederate) 30 -> 50: Union Army Panic now +20, was +0 (LRTG VII 7).

$ adjutant --session m.adj -c 'track routed-corps.union =9' | grep 'Victory Points'
  Victory Points (net Confederate) 50 -> 40: Union Army Panic now +10, was +20 (LRTG VII 7).

$ adjutant --session m.adj -c 'track routed-corps.union =0' | grep 'Victory Points'
  Victory Points (net Confederate) 40 -> 25: Union Army Disorder now +15, was +30 (LRTG VII 7).

$ adjutant --session m.adj -c 'track routed-corps.union =8' | grep 'Victory Points'
  Victory Points (net Confederate) 25 -> 40: Union Army Disorder now +30, was +15 (LRTG VII 7).

$ adjutant --session m.adj -c 'track routed-corps.confederate =11' | grep 'Victory Points'
  Victory Points (net Confederate) 40 -> 10: Confederate Army Disorder now -30, was +0 (LRTG VII 7).
  Victory Points (net Confederate) 10 -> -10: Confederate Army Panic now -20, was +0 (LRTG VII 7).

$ adjutant --session m.adj -c 'vp'
Victory Points (net Confederate): -10, by source:
     +0  start of play (LRTG VII)
    +30  Union Army Disorder (LRTG VII 7): turn 1 +30, turn 1 -15, turn 1 +15
    +10  Union Army Panic (LRTG VII 7): turn 1 +20, turn 1 -10
    -30  Confederate Army Disorder (LRTG VII 7): turn 1 -30
    -20  Confederate Army Panic (LRTG VII 7): turn 1 -20
Total -10; the entries sum to -10.
