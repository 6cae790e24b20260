/* libmicrohttpd, loaded when `adjutant serve` starts listening.  Linked
 * in, it (and the TLS libraries it brings, whose constructors run at every
 * start) cost every run of the program 1.3 ms, though only the server
 * uses it. */
#include <dlfcn.h>
#include <stdio.h>

#include "server.h"

struct mhd mhd;

#define SYM(f, name)	(*(void **)&mhd.f = dlsym(lib, name)) == NULL

int
mhd_load(char *err, size_t errlen)
{
	static void	*lib;

	if (lib != NULL)
		return 0;
	if ((lib = dlopen("libmicrohttpd.so.12", RTLD_NOW | RTLD_LOCAL)) ==
	    NULL) {
		snprintf(err, errlen, "cannot load libmicrohttpd.so.12 (Debian "
		    "package libmicrohttpd12), which the server needs");
		return -1;
	}
	if (SYM(start_daemon, "MHD_start_daemon") ||
	    SYM(stop_daemon, "MHD_stop_daemon") ||
	    SYM(get_daemon_info, "MHD_get_daemon_info") ||
	    SYM(get_connection_info, "MHD_get_connection_info") ||
	    SYM(lookup_connection_value, "MHD_lookup_connection_value") ||
	    SYM(create_response_from_buffer,
	    "MHD_create_response_from_buffer") ||
	    SYM(create_response_from_fd64, "MHD_create_response_from_fd64") ||
	    SYM(add_response_header, "MHD_add_response_header") ||
	    SYM(queue_response, "MHD_queue_response") ||
	    SYM(destroy_response, "MHD_destroy_response")) {
		snprintf(err, errlen, "libmicrohttpd.so.12 lacks %s", dlerror());
		dlclose(lib);
		lib = NULL;
		return -1;
	}
	return 0;
}
