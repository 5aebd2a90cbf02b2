CREATE TABLE "preowned_car_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"preowned_car_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preowned_cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_model_id" integer,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"model_year" integer NOT NULL,
	"mileage_km" integer NOT NULL,
	"price_fils" integer NOT NULL,
	"vehicle_type_id" integer NOT NULL,
	"gcc_spec" boolean DEFAULT true NOT NULL,
	"transmission" text NOT NULL,
	"fuel" text NOT NULL,
	"colour" jsonb NOT NULL,
	"emirate" text NOT NULL,
	"service_history" jsonb NOT NULL,
	"warranty" jsonb NOT NULL,
	"state" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "preowned_car_images" ADD CONSTRAINT "preowned_car_images_preowned_car_id_preowned_cars_id_fk" FOREIGN KEY ("preowned_car_id") REFERENCES "public"."preowned_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preowned_car_images" ADD CONSTRAINT "preowned_car_images_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preowned_cars" ADD CONSTRAINT "preowned_cars_vehicle_model_id_vehicle_models_id_fk" FOREIGN KEY ("vehicle_model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preowned_cars" ADD CONSTRAINT "preowned_cars_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "preowned_car_images_car_idx" ON "preowned_car_images" USING btree ("preowned_car_id","position");--> statement-breakpoint
CREATE INDEX "preowned_cars_state_idx" ON "preowned_cars" USING btree ("state","created_at");