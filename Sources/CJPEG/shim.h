// libjpeg(-turbo): jpeglib.h needs stdio.h (FILE) before it. Stateboard's decoder that calls it
// is C code of its own target, CImageDecoders.
#include <stdio.h>
#include <jpeglib.h>
