ALTER TABLE "product_categories" ADD COLUMN "product_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A category with the categories above it (three levels at most): the counts a link to it belongs to.
CREATE FUNCTION "fair_category_lineage"("category" integer) RETURNS integer[] LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[c.id, c.parent_id, p.parent_id], NULL)
  FROM product_categories c LEFT JOIN product_categories p ON p.id = c.parent_id
  WHERE c.id = category
$$;--> statement-breakpoint
-- Adds `delta` to the counts of the given categories, locking their rows in id order first: two saves that
-- change links under the same categories in another order wait for each other instead of deadlocking.
CREATE FUNCTION "fair_add_category_counts"("ids" integer[], "deltas" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN RETURN; END IF;
  PERFORM 1 FROM product_categories WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE product_categories AS c SET product_count = c.product_count + d.delta
  FROM unnest(ids, deltas) AS d(id, delta) WHERE c.id = d.id;
END
$$;--> statement-breakpoint
-- Links added (sign 1) or removed (sign -1): a category, or one above it, gains or loses each product whose
-- only links under it are the changed ones (a product with another link there stays counted once). After a
-- removal the removed links are gone already, so the same test serves both.
CREATE FUNCTION "fair_count_changed_links"("product_ids" integer[], "category_ids" integer[], "sign" integer) RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  ids integer[];
  deltas integer[];
BEGIN
  SELECT array_agg(ancestor_id ORDER BY ancestor_id), array_agg(sign * n ORDER BY ancestor_id) INTO ids, deltas FROM (
    SELECT pair.ancestor_id, count(*)::int AS n
    FROM (SELECT DISTINCT changed.product_id, lineage.ancestor_id
          FROM unnest(product_ids, category_ids) AS changed(product_id, category_id)
          CROSS JOIN LATERAL unnest(fair_category_lineage(changed.category_id)) AS lineage(ancestor_id)) AS pair
    WHERE NOT EXISTS (
      SELECT 1 FROM product_category_links AS l
      WHERE l.product_id = pair.product_id
        AND pair.ancestor_id = ANY (fair_category_lineage(l.category_id))
        AND NOT EXISTS (SELECT 1 FROM unnest(product_ids, category_ids) AS c(product_id, category_id) WHERE c.product_id = l.product_id AND c.category_id = l.category_id))
    GROUP BY pair.ancestor_id
  ) AS counted;
  PERFORM fair_add_category_counts(ids, deltas);
END
$$;--> statement-breakpoint
CREATE FUNCTION "fair_count_added_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fair_count_changed_links((SELECT array_agg(product_id) FROM added_links), (SELECT array_agg(category_id) FROM added_links), 1);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A category being deleted takes its links first (the taxonomy store does), so the categories above it are still found.
CREATE FUNCTION "fair_count_removed_links"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM fair_count_changed_links((SELECT array_agg(product_id) FROM removed_links), (SELECT array_agg(category_id) FROM removed_links), -1);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "product_category_links_added" AFTER INSERT ON "product_category_links"
  REFERENCING NEW TABLE AS added_links FOR EACH STATEMENT EXECUTE FUNCTION fair_count_added_links();--> statement-breakpoint
CREATE TRIGGER "product_category_links_removed" AFTER DELETE ON "product_category_links"
  REFERENCING OLD TABLE AS removed_links FOR EACH STATEMENT EXECUTE FUNCTION fair_count_removed_links();--> statement-breakpoint
UPDATE "product_categories" AS c SET "product_count" = counted.n FROM (
  SELECT lineage.ancestor_id, count(DISTINCT l.product_id)::int AS n
  FROM product_category_links AS l CROSS JOIN LATERAL unnest(fair_category_lineage(l.category_id)) AS lineage(ancestor_id)
  GROUP BY lineage.ancestor_id
) AS counted WHERE counted.ancestor_id = c.id;
