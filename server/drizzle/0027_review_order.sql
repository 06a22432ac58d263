-- The organizer's exhibit data opens newest upload first: its page is read from this index instead of sorting
-- every product of the fair.
CREATE INDEX "products_review_order_idx" ON "products" USING btree ("uploaded_at" DESC NULLS LAST,"id" DESC NULLS FIRST);