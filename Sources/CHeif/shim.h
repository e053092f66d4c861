// libheif. Stateboard's decoder that calls it is C code of its own target, CImageDecoders.
#include <libheif/heif.h>
