// libxml2's headers pull in ICU when libxml2 was built with it; Foundation
// ships its own ICU module, and the two definitions clash. NibKit never uses
// libxml2's ICU converters, so hide them.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <libxml/relaxng.h>
// The streaming reader: only nibbench's parse floor uses it.
#include <libxml/xmlreader.h>
