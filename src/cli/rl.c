/* GNU readline, loaded at its first use (rl.h says why). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

#include "rl.h"

static struct rl_lib	 L;
static void		*lib;

#define SYM(f, name)	(*(void **)&L.f = dlsym(lib, name)) == NULL

const struct rl_lib *
rl_lib(void)
{
	if (lib != NULL)
		return &L;
	/* Only the prompt comes here, in its own thread, at its start or
	 * within a line (a question, completion): without the library
	 * there is no prompt to give. */
	if ((lib = dlopen("libreadline.so.8", RTLD_NOW | RTLD_LOCAL)) == NULL ||
	    SYM(readline, "readline") ||
	    SYM(replace_line, "rl_replace_line") ||
	    SYM(crlf, "rl_crlf") ||
	    SYM(on_new_line, "rl_on_new_line") ||
	    SYM(redisplay, "rl_redisplay") ||
	    SYM(clear_visible_line, "rl_clear_visible_line") ||
	    SYM(set_prompt, "rl_set_prompt") ||
	    SYM(completion_matches, "rl_completion_matches") ||
	    SYM(using_history, "using_history") ||
	    SYM(read_history, "read_history") ||
	    SYM(write_history, "write_history") ||
	    SYM(append_history, "append_history") ||
	    SYM(stifle_history, "stifle_history") ||
	    SYM(history_truncate_file, "history_truncate_file") ||
	    SYM(add_history, "add_history") ||
	    SYM(line_buffer, "rl_line_buffer") ||
	    SYM(prompt, "rl_prompt") ||
	    SYM(outstream, "rl_outstream") ||
	    SYM(attempted_completion_over, "rl_attempted_completion_over") ||
	    SYM(attempted_completion_function,
	    "rl_attempted_completion_function") ||
	    SYM(completer_quote_characters, "rl_completer_quote_characters") ||
	    SYM(event_hook, "rl_event_hook")) {
		fprintf(stderr, "adjutant: the prompt needs GNU readline: cannot "
		    "load libreadline.so.8 (Debian package libreadline8)\n");
		exit(2);
	}
	return &L;
}
