/*
 * GTK 4 (GSK) harness of scripts/peer-bench: the scene as a tree of GSK render nodes, drawn by
 * GTK's cairo renderer (gsk_cairo_renderer_new, realized without a surface) with
 * gsk_renderer_render_texture, the documented way to render nodes offscreen.
 *
 *   gsk-harness --scene-file FILE --scene NAME --samples N --budget SECONDS --png OUT
 *
 * Prints one JSON line, as every peer-bench harness does (see scenes.py).
 *
 * - Rounded rectangles: a colour node inside a rounded-clip node (what GtkWidget's CSS
 *   background with border-radius snapshots to).
 * - Shadows: under each rectangle a blur node over its shape in the shadow colour (radius 0.9
 *   sigma: see rect_with_shadow). Not an outset-shadow node: CSS's box-shadow paints only
 *   outside the box, and the scene's shadow shows through the translucent rectangle.
 * - Groups: an opacity node over a container of the group's rectangles (the cairo renderer
 *   draws it into a group as large as its bounds).
 * - Images: a texture node (the PNG loaded once as a GdkTexture) inside a transform node.
 * - One moved: a new root container each frame with the moved rectangle's node swapped, as a
 *   widget tree re-snapshots; render_texture has no damage path, so it draws the whole frame.
 * - Layers: each frame builds the 10 000 opacity / transform / colour nodes afresh (GTK
 *   snapshots every frame) and draws them; the building is timed with the drawing.
 *
 * Build: gcc -O2 -o gsk-harness gsk-harness.c $(pkg-config --cflags --libs gtk4) -lm
 */
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ENGINE "gtk4-gsk"
#define WARMUP 2
#define MIN_SAMPLES 3

/* ---- A small JSON reader: enough for the scene file (objects, arrays, numbers, strings, null). */

typedef enum { J_NULL, J_BOOL, J_NUMBER, J_STRING, J_ARRAY, J_OBJECT } JsonKind;

typedef struct Json {
  JsonKind kind;
  double number;
  char *string;
  GPtrArray *items; /* values of an array or an object */
  GPtrArray *keys;  /* keys of an object */
} Json;

typedef struct {
  const char *at;
  const char *error;
} Reader;

static Json *json_value (Reader *r);

static void
skip_space (Reader *r)
{
  while (*r->at == ' ' || *r->at == '\n' || *r->at == '\r' || *r->at == '\t')
    r->at++;
}

static Json *
json_new (JsonKind kind)
{
  Json *j = g_new0 (Json, 1);
  j->kind = kind;
  return j;
}

static char *
json_string_body (Reader *r)
{
  GString *out = g_string_new (NULL);
  r->at++; /* the opening quote */
  while (*r->at && *r->at != '"')
    {
      if (*r->at == '\\')
        {
          r->at++;
          switch (*r->at)
            {
            case 'n': g_string_append_c (out, '\n'); break;
            case 't': g_string_append_c (out, '\t'); break;
            case 'u': /* not in scene files: kept as a question mark */
              g_string_append_c (out, '?');
              for (int i = 0; i < 4 && r->at[1]; i++)
                r->at++;
              break;
            case '\0': r->error = "unterminated escape"; return g_string_free (out, FALSE);
            default: g_string_append_c (out, *r->at); break;
            }
          r->at++;
        }
      else
        g_string_append_c (out, *r->at++);
    }
  if (*r->at != '"')
    r->error = "unterminated string";
  else
    r->at++;
  return g_string_free (out, FALSE);
}

static Json *
json_value (Reader *r)
{
  skip_space (r);
  if (r->error)
    return NULL;
  char c = *r->at;
  if (c == '{' || c == '[')
    {
      gboolean object = c == '{';
      Json *j = json_new (object ? J_OBJECT : J_ARRAY);
      j->items = g_ptr_array_new ();
      if (object)
        j->keys = g_ptr_array_new ();
      r->at++;
      skip_space (r);
      if (*r->at == (object ? '}' : ']'))
        {
          r->at++;
          return j;
        }
      for (;;)
        {
          skip_space (r);
          if (object)
            {
              if (*r->at != '"')
                {
                  r->error = "expected a key";
                  return j;
                }
              g_ptr_array_add (j->keys, json_string_body (r));
              skip_space (r);
              if (*r->at != ':')
                {
                  r->error = "expected ':'";
                  return j;
                }
              r->at++;
            }
          g_ptr_array_add (j->items, json_value (r));
          if (r->error)
            return j;
          skip_space (r);
          if (*r->at == ',')
            {
              r->at++;
              continue;
            }
          if (*r->at == (object ? '}' : ']'))
            {
              r->at++;
              return j;
            }
          r->error = "expected ',' or a closing bracket";
          return j;
        }
    }
  if (c == '"')
    {
      Json *j = json_new (J_STRING);
      j->string = json_string_body (r);
      return j;
    }
  if (strncmp (r->at, "null", 4) == 0)
    {
      r->at += 4;
      return json_new (J_NULL);
    }
  if (strncmp (r->at, "true", 4) == 0 || strncmp (r->at, "false", 5) == 0)
    {
      Json *j = json_new (J_BOOL);
      j->number = *r->at == 't';
      r->at += *r->at == 't' ? 4 : 5;
      return j;
    }
  char *end = NULL;
  double number = g_ascii_strtod (r->at, &end);
  if (end == r->at)
    {
      r->error = "unexpected character";
      return NULL;
    }
  r->at = end;
  Json *j = json_new (J_NUMBER);
  j->number = number;
  return j;
}

/* The member `key` of an object, or NULL. */
static Json *
json_get (Json *object, const char *key)
{
  if (!object || object->kind != J_OBJECT)
    return NULL;
  for (guint i = 0; i < object->keys->len; i++)
    if (strcmp (g_ptr_array_index (object->keys, i), key) == 0)
      return g_ptr_array_index (object->items, i);
  return NULL;
}

static guint
json_length (Json *array)
{
  return array && array->kind == J_ARRAY ? array->items->len : 0;
}

static Json *
json_at (Json *array, guint index)
{
  return index < json_length (array) ? g_ptr_array_index (array->items, index) : NULL;
}

static double
json_number (Json *j, double fallback)
{
  return j && (j->kind == J_NUMBER || j->kind == J_BOOL) ? j->number : fallback;
}

static double
member (Json *object, const char *key)
{
  return json_number (json_get (object, key), 0);
}

static gboolean
is_null (Json *j)
{
  return j == NULL || j->kind == J_NULL;
}

static GdkRGBA
rgba_of (Json *array)
{
  GdkRGBA c = { json_number (json_at (array, 0), 0), json_number (json_at (array, 1), 0),
                json_number (json_at (array, 2), 0), json_number (json_at (array, 3), 1) };
  return c;
}

/* ---- The scene as render nodes. */

typedef struct {
  Json *spec;
  int width, height;
  GskRenderNode *root;        /* whole-frame scenes */
  GskRenderNode **children;   /* one moved: the root's children */
  guint n_children;
  GskRenderNode *moved[2];    /* one moved: the rectangle in place and moved */
  guint moved_index;
} Scene;

static GskRenderNode *
rounded_rect_node (Json *r, double dx, double dy)
{
  GdkRGBA color = rgba_of (json_get (r, "rgba"));
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (member (r, "x") + dx, member (r, "y") + dy, member (r, "w"), member (r, "h"));
  GskRenderNode *fill = gsk_color_node_new (&color, &bounds);
  double radius = member (r, "radius");
  if (radius <= 0)
    return fill;
  GskRoundedRect clip;
  gsk_rounded_rect_init_from_rect (&clip, &bounds, radius);
  GskRenderNode *node = gsk_rounded_clip_node_new (fill, &clip);
  gsk_render_node_unref (fill);
  return node;
}

/* The rectangle, with its shadow beneath when the scene has one: the rounded shape in the
   shadow colour, offset, under a blur node. (An outset-shadow node, CSS's box-shadow, paints
   only outside the box, so it would not show through a translucent rectangle as the scene
   asks.) GTK 4.8's cairo renderer blurs a blur node of radius r with sigma of about 1.1 r, in
   steps of its box blur (measured on the edge of a blurred rectangle: r 4.5 gives sigma 4.7,
   r 5 gives 5.8, r 10 gives 10.7), so the radius is 0.9 sigma. */
static GskRenderNode *
rect_with_shadow (Json *r, Json *shadow, double dx, double dy)
{
  GskRenderNode *body = rounded_rect_node (r, dx, dy);
  if (is_null (shadow))
    return body;
  Json *shape = json_new (J_OBJECT);
  shape->keys = g_ptr_array_new ();
  shape->items = g_ptr_array_new ();
  const char *copied[] = { "x", "y", "w", "h", "radius" };
  for (guint i = 0; i < G_N_ELEMENTS (copied); i++)
    {
      g_ptr_array_add (shape->keys, (gpointer) copied[i]);
      g_ptr_array_add (shape->items, json_get (r, copied[i]));
    }
  g_ptr_array_add (shape->keys, (gpointer) "rgba");
  g_ptr_array_add (shape->items, json_get (shadow, "rgba"));
  GskRenderNode *silhouette = rounded_rect_node (shape, dx + member (shadow, "dx"), dy + member (shadow, "dy"));
  g_ptr_array_free (shape->keys, TRUE);
  g_ptr_array_free (shape->items, TRUE);
  g_free (shape);
  GskRenderNode *cast = gsk_blur_node_new (silhouette, 0.9 * member (shadow, "sigma"));
  gsk_render_node_unref (silhouette);
  GskRenderNode *pair[2] = { cast, body };
  GskRenderNode *node = gsk_container_node_new (pair, 2);
  gsk_render_node_unref (cast);
  gsk_render_node_unref (body);
  return node;
}

static GskRenderNode *
background_node (Scene *s)
{
  GdkRGBA color = rgba_of (json_get (s->spec, "background"));
  graphene_rect_t all = GRAPHENE_RECT_INIT (0, 0, s->width, s->height);
  return gsk_color_node_new (&color, &all);
}

/* Takes the references in `nodes`. */
static GskRenderNode *
container_taking (GPtrArray *nodes)
{
  GskRenderNode *node = gsk_container_node_new ((GskRenderNode **) nodes->pdata, nodes->len);
  g_ptr_array_free (nodes, TRUE);
  return node;
}

static GPtrArray *
node_array (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) gsk_render_node_unref);
}

static GskRenderNode *
turned (GskRenderNode *child, double x, double y, double w, double h, double degrees)
{
  GskTransform *t = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (x + w / 2, y + h / 2));
  t = gsk_transform_rotate (t, degrees);
  t = gsk_transform_translate (t, &GRAPHENE_POINT_INIT (-w / 2, -h / 2));
  GskRenderNode *node = gsk_transform_node_new (child, t);
  gsk_transform_unref (t);
  gsk_render_node_unref (child);
  return node;
}

/* The layers' frame at `t` seconds: opacity over transform over colour, per layer. */
static GskRenderNode *
layers_at (Scene *s, double t)
{
  Json *rects = json_get (s->spec, "rects");
  Json *animation = json_get (s->spec, "animation");
  double duration = member (animation, "duration");
  double f = fmod (t, duration) / duration;
  GPtrArray *nodes = node_array ();
  g_ptr_array_add (nodes, background_node (s));
  for (guint i = 0; i < json_length (rects); i++)
    {
      Json *r = json_at (rects, i);
      Json *spin = json_get (r, "spin"), *fade = json_get (r, "fade");
      double a0 = json_number (json_at (spin, 0), 0), a1 = json_number (json_at (spin, 1), 0);
      double o0 = json_number (json_at (fade, 0), 1), o1 = json_number (json_at (fade, 1), 1);
      double w = member (r, "w"), h = member (r, "h");
      GdkRGBA color = rgba_of (json_get (r, "rgba"));
      GskRenderNode *square = gsk_color_node_new (&color, &GRAPHENE_RECT_INIT (0, 0, w, h));
      GskRenderNode *node = turned (square, member (r, "x"), member (r, "y"), w, h, a0 + (a1 - a0) * f);
      GskRenderNode *faded = gsk_opacity_node_new (node, o0 + (o1 - o0) * f);
      gsk_render_node_unref (node);
      g_ptr_array_add (nodes, faded);
    }
  return container_taking (nodes);
}

static gboolean
build (Scene *s, const char *image_path, char **unavailable)
{
  Json *rects = json_get (s->spec, "rects"), *groups = json_get (s->spec, "groups");
  Json *images = json_get (s->spec, "images"), *shadow = json_get (s->spec, "shadow");
  Json *moved = json_get (s->spec, "moved");
  if (!is_null (json_get (s->spec, "animation")))
    return TRUE; /* built each frame */
  GPtrArray *nodes = node_array ();
  g_ptr_array_add (nodes, background_node (s));
  if (json_length (groups) > 0)
    {
      guint n = json_length (groups);
      GPtrArray **members = g_new0 (GPtrArray *, n);
      for (guint g = 0; g < n; g++)
        members[g] = node_array ();
      for (guint i = 0; i < json_length (rects); i++)
        {
          Json *r = json_at (rects, i);
          int g = (int) member (r, "group");
          if (g >= 0 && (guint) g < n)
            g_ptr_array_add (members[g], rect_with_shadow (r, shadow, 0, 0));
        }
      for (guint g = 0; g < n; g++)
        {
          GskRenderNode *group = container_taking (members[g]);
          g_ptr_array_add (nodes, gsk_opacity_node_new (group, member (json_at (groups, g), "opacity")));
          gsk_render_node_unref (group);
        }
      g_free (members);
    }
  else if (json_length (images) > 0)
    {
      GError *error = NULL;
      GdkTexture *texture = gdk_texture_new_from_filename (image_path, &error);
      if (!texture)
        {
          *unavailable = g_strdup_printf ("cannot load the sprite: %s", error ? error->message : "?");
          g_clear_error (&error);
          g_ptr_array_free (nodes, TRUE);
          return FALSE;
        }
      for (guint i = 0; i < json_length (images); i++)
        {
          Json *item = json_at (images, i);
          double w = member (item, "w"), h = member (item, "h");
          GskRenderNode *picture = gsk_texture_node_new (texture, &GRAPHENE_RECT_INIT (0, 0, w, h));
          g_ptr_array_add (nodes, turned (picture, member (item, "x"), member (item, "y"), w, h, member (item, "angle")));
        }
      g_object_unref (texture);
    }
  else
    {
      for (guint i = 0; i < json_length (rects); i++)
        g_ptr_array_add (nodes, rect_with_shadow (json_at (rects, i), shadow, 0, 0));
    }
  if (!is_null (moved))
    {
      s->moved_index = (guint) member (moved, "index") + 1; /* after the background */
      Json *r = json_at (rects, s->moved_index - 1);
      if (!r)
        {
          *unavailable = g_strdup ("moved index out of range");
          g_ptr_array_free (nodes, TRUE);
          return FALSE;
        }
      s->moved[0] = gsk_render_node_ref (g_ptr_array_index (nodes, s->moved_index));
      s->moved[1] = rect_with_shadow (r, shadow, member (moved, "dx"), member (moved, "dy"));
      s->n_children = nodes->len;
      s->children = g_new (GskRenderNode *, nodes->len);
      for (guint i = 0; i < nodes->len; i++)
        s->children[i] = gsk_render_node_ref (g_ptr_array_index (nodes, i));
    }
  s->root = container_taking (nodes);
  return TRUE;
}

/* The root of timed frame k (a new reference). */
static GskRenderNode *
frame_root (Scene *s, guint k, double time)
{
  if (!is_null (json_get (s->spec, "animation")))
    return layers_at (s, time);
  if (s->children)
    {
      s->children[s->moved_index] = s->moved[k % 2 == 1 ? 1 : 0];
      return gsk_container_node_new (s->children, s->n_children);
    }
  return gsk_render_node_ref (s->root);
}

/* ---- Timing and output. */

static double
now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

static void
print_string (const char *s)
{
  putchar ('"');
  for (; *s; s++)
    {
      if (*s == '"' || *s == '\\')
        putchar ('\\');
      putchar (*s);
    }
  putchar ('"');
}

static void
print_head (const char *scene, int width, int height)
{
  printf ("{\"engine\": \"" ENGINE "\", \"scene\": ");
  print_string (scene);
  printf (", \"size\": \"%dx%d\"", width, height);
}

int
main (int argc, char **argv)
{
  const char *scene_file = NULL, *scene_name = NULL, *png = NULL;
  int samples = 20;
  double budget = 2.0;
  for (int i = 1; i + 1 < argc; i += 2)
    {
      if (strcmp (argv[i], "--scene-file") == 0) scene_file = argv[i + 1];
      else if (strcmp (argv[i], "--scene") == 0) scene_name = argv[i + 1];
      else if (strcmp (argv[i], "--samples") == 0) samples = atoi (argv[i + 1]);
      else if (strcmp (argv[i], "--budget") == 0) budget = g_ascii_strtod (argv[i + 1], NULL);
      else if (strcmp (argv[i], "--png") == 0) png = argv[i + 1];
      else
        {
          fprintf (stderr, "gsk-harness: unknown argument %s\n", argv[i]);
          return 2;
        }
    }
  if (!scene_file || !scene_name || !png)
    {
      fprintf (stderr, "usage: gsk-harness --scene-file FILE --scene NAME --samples N --budget SECONDS --png OUT\n");
      return 2;
    }
  if (samples < MIN_SAMPLES)
    samples = MIN_SAMPLES;

  char *text = NULL;
  GError *error = NULL;
  if (!g_file_get_contents (scene_file, &text, NULL, &error))
    {
      fprintf (stderr, "gsk-harness: %s\n", error->message);
      return 1;
    }
  Reader reader = { text, NULL };
  Json *file = json_value (&reader);
  Json *spec = json_get (json_get (file, "scenes"), scene_name);
  if (reader.error || !spec)
    {
      fprintf (stderr, "gsk-harness: %s: %s\n", scene_file, reader.error ? reader.error : "no such scene");
      return 1;
    }
  Scene s = { spec, (int) member (file, "width"), (int) member (file, "height"), NULL, NULL, 0, { NULL, NULL }, 0 };
  char *folder = g_path_get_dirname (scene_file);
  Json *sprite = json_get (json_get (file, "image"), "file");
  char *image_path = g_build_filename (folder, sprite && sprite->kind == J_STRING ? sprite->string : "", NULL);

  /* GSK registers its node types when GTK starts; without gtk_init (no display here), the
     type getters register them. */
  g_type_ensure (gsk_container_node_get_type ());
  g_type_ensure (gsk_color_node_get_type ());

  char *unavailable = NULL;
  GskRenderer *renderer = gsk_cairo_renderer_new ();
  if (!gsk_renderer_realize (renderer, NULL, &error))
    {
      unavailable = g_strdup_printf ("gsk_renderer_realize: %s", error ? error->message : "failed");
      g_clear_error (&error);
    }
  else
    build (&s, image_path, &unavailable);
  if (unavailable)
    {
      print_head (scene_name, s.width, s.height);
      printf (", \"unavailable\": ");
      print_string (unavailable);
      printf ("}\n");
      return 0;
    }

  graphene_rect_t viewport = GRAPHENE_RECT_INIT (0, 0, s.width, s.height);
  Json *animation = json_get (spec, "animation");
  double fps = is_null (animation) ? 60 : member (animation, "fps");
  double *times = g_new (double, samples);
  int count = 0;
  guint k = 0;
  double started = 0;
  gboolean warming = TRUE;
  for (;;)
    {
      k++;
      double begin = now_seconds ();
      GskRenderNode *root = frame_root (&s, k, k / fps);
      GdkTexture *texture = gsk_renderer_render_texture (renderer, root, &viewport);
      double took = now_seconds () - begin;
      g_object_unref (texture);
      gsk_render_node_unref (root);
      if (warming)
        {
          /* A slow frame: one warm-up frame is enough. */
          if (k >= WARMUP || took > budget / 2)
            {
              warming = FALSE;
              started = now_seconds ();
            }
          continue;
        }
      times[count++] = took;
      if (count >= samples || (count >= MIN_SAMPLES && now_seconds () - started > budget))
        break;
    }
  qsort (times, count, sizeof (double), compare_doubles);
  double median = count % 2 ? times[count / 2] : (times[count / 2 - 1] + times[count / 2]) / 2;

  /* The picture: the moved state, or the animation at its picture time. */
  GskRenderNode *root = is_null (animation) ? frame_root (&s, 1, 0) : layers_at (&s, member (animation, "pngTime"));
  GdkTexture *texture = gsk_renderer_render_texture (renderer, root, &viewport);
  gboolean saved = gdk_texture_save_to_png (texture, png);
  g_object_unref (texture);
  gsk_render_node_unref (root);
  if (!saved)
    fprintf (stderr, "gsk-harness: could not write %s\n", png);

  const char *note = !is_null (json_get (spec, "moved"))
                         ? "no damage path offscreen: render_texture draws the whole frame (new root container)"
                     : !is_null (animation) ? "whole frame: every node built afresh and drawn each frame"
                                            : "render_texture draws the whole frame (cairo renderer)";
  print_head (scene_name, s.width, s.height);
  printf (", \"median_ms\": %.4f, \"samples\": %d, \"threads\": 1, \"png\": ", median * 1000, count);
  print_string (png);
  printf (", \"note\": ");
  print_string (note);
  printf ("}\n");
  gsk_renderer_unrealize (renderer);
  g_object_unref (renderer);
  return 0;
}
