/* Work that yields the processors to the commands (yielding.c). */
#ifndef ADJ_SERVER_YIELDING_H
#define ADJ_SERVER_YIELDING_H

/* fn(arg), run by a thread of the lowest priority while the caller
 * waits; by the caller itself when no such thread can be had. */
void	 yielding_run(void (*fn)(void *), void *arg);

#endif
