// The one spawn action Swift's Glibc module does not import (it is a GNU extension).
#define _GNU_SOURCE
#include <spawn.h>

#include "StateboardImageDecoders.h"

int stateboard_spawn_close_from(void *actions, int lowest) {
    return posix_spawn_file_actions_addclosefrom_np((posix_spawn_file_actions_t *)actions, lowest);
}
