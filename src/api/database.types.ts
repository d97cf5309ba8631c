export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      activities: {
        Row: {
          action: string
          at: string
          completed_on: string | null
          details: NonNullable<Json>
          id: string
          import_id: string | null
          task_id: string
          user_id: string
        }
        Insert: {
          action: string
          at?: string
          completed_on?: string | null
          details?: NonNullable<Json>
          id?: string
          import_id?: string | null
          task_id: string
          user_id?: string
        }
        Update: {
          action?: string
          at?: string
          completed_on?: string | null
          details?: NonNullable<Json>
          id?: string
          import_id?: string | null
          task_id?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "activities_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "task_due_dates"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "activities_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      deposit_settlements: {
        Row: {
          created_at: string
          deductions: NonNullable<Json>
          id: string
          import_id: string | null
          notes: string | null
          returned_amount: number
          settled_on: string
          tenancy_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          deductions?: NonNullable<Json>
          id?: string
          import_id?: string | null
          notes?: string | null
          returned_amount: number
          settled_on: string
          tenancy_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          deductions?: NonNullable<Json>
          id?: string
          import_id?: string | null
          notes?: string | null
          returned_amount?: number
          settled_on?: string
          tenancy_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "deposit_settlements_tenancy_id_user_id_fkey"
            columns: ["tenancy_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tenancies"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      digest_deliveries: {
        Row: {
          attempts: number
          claimed_at: string
          created_at: string
          error: string | null
          id: string
          kind: string
          period_key: string
          recipient: string | null
          scheduled_for: string
          sent_at: string | null
          status: string
          subject: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          attempts?: number
          claimed_at?: string
          created_at?: string
          error?: string | null
          id?: string
          kind: string
          period_key: string
          recipient?: string | null
          scheduled_for: string
          sent_at?: string | null
          status?: string
          subject?: string | null
          updated_at?: string
          user_id: string
        }
        Update: {
          attempts?: number
          claimed_at?: string
          created_at?: string
          error?: string | null
          id?: string
          kind?: string
          period_key?: string
          recipient?: string | null
          scheduled_for?: string
          sent_at?: string | null
          status?: string
          subject?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      digest_requests: {
        Row: {
          error: string | null
          id: string
          kind: string
          processed_at: string | null
          requested_at: string
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          error?: string | null
          id?: string
          kind?: string
          processed_at?: string | null
          requested_at?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          error?: string | null
          id?: string
          kind?: string
          processed_at?: string | null
          requested_at?: string
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      documents: {
        Row: {
          content_type: string
          created_at: string
          expires_on: string | null
          id: string
          import_id: string | null
          kind: string
          name: string
          object_name: string
          payment_id: string | null
          property_id: string | null
          size_bytes: number
          tenancy_id: string | null
          unit_id: string | null
          updated_at: string
          user_id: string
          vendor_id: string | null
        }
        Insert: {
          content_type: string
          created_at?: string
          expires_on?: string | null
          id?: string
          import_id?: string | null
          kind?: string
          name: string
          object_name: string
          payment_id?: string | null
          property_id?: string | null
          size_bytes: number
          tenancy_id?: string | null
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          vendor_id?: string | null
        }
        Update: {
          content_type?: string
          created_at?: string
          expires_on?: string | null
          id?: string
          import_id?: string | null
          kind?: string
          name?: string
          object_name?: string
          payment_id?: string | null
          property_id?: string | null
          size_bytes?: number
          tenancy_id?: string | null
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "documents_payment_id_user_id_fkey"
            columns: ["payment_id", "user_id"]
            isOneToOne: false
            referencedRelation: "payment_jumps"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "documents_payment_id_user_id_fkey"
            columns: ["payment_id", "user_id"]
            isOneToOne: false
            referencedRelation: "payments"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "documents_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "documents_tenancy_id_user_id_fkey"
            columns: ["tenancy_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tenancies"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "documents_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "documents_vendor_id_user_id_fkey"
            columns: ["vendor_id", "user_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      loan_payments: {
        Row: {
          amount: number
          created_at: string
          escrow_insurance: number
          escrow_taxes: number
          id: string
          import_id: string | null
          interest: number
          memo: string | null
          occurrence: string | null
          paid_on: string
          principal: number
          property_id: string
          task_id: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          escrow_insurance?: number
          escrow_taxes?: number
          id?: string
          import_id?: string | null
          interest: number
          memo?: string | null
          occurrence?: string | null
          paid_on: string
          principal: number
          property_id: string
          task_id?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number
          created_at?: string
          escrow_insurance?: number
          escrow_taxes?: number
          id?: string
          import_id?: string | null
          interest?: number
          memo?: string | null
          occurrence?: string | null
          paid_on?: string
          principal?: number
          property_id?: string
          task_id?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "loan_payments_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "loan_payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "task_due_dates"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "loan_payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      loan_statements: {
        Row: {
          created_at: string
          id: string
          import_id: string | null
          insurance: number | null
          interest: number
          property_id: string
          taxes: number | null
          updated_at: string
          user_id: string
          year: number
        }
        Insert: {
          created_at?: string
          id?: string
          import_id?: string | null
          insurance?: number | null
          interest: number
          property_id: string
          taxes?: number | null
          updated_at?: string
          user_id?: string
          year: number
        }
        Update: {
          created_at?: string
          id?: string
          import_id?: string | null
          insurance?: number | null
          interest?: number
          property_id?: string
          taxes?: number | null
          updated_at?: string
          user_id?: string
          year?: number
        }
        Relationships: [
          {
            foreignKeyName: "loan_statements_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      owner_draws: {
        Row: {
          amount: number
          created_at: string
          drawn_on: string
          id: string
          import_id: string | null
          memo: string | null
          property_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          drawn_on: string
          id?: string
          import_id?: string | null
          memo?: string | null
          property_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number
          created_at?: string
          drawn_on?: string
          id?: string
          import_id?: string | null
          memo?: string | null
          property_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "owner_draws_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      payments: {
        Row: {
          amount: number
          category: string
          created_at: string
          id: string
          import_id: string | null
          is_improvement: boolean
          jump_ratio: number | null
          memo: string | null
          occurrence: string | null
          paid_on: string
          paid_with: string | null
          placed_in_service_on: string | null
          property_id: string | null
          task_id: string | null
          tax_line: number
          unit_id: string | null
          updated_at: string
          user_id: string
          usual: number | null
          vendor_id: string | null
        }
        Insert: {
          amount: number
          category: string
          created_at?: string
          id?: string
          import_id?: string | null
          is_improvement?: boolean
          jump_ratio?: number | null
          memo?: string | null
          occurrence?: string | null
          paid_on: string
          paid_with?: string | null
          placed_in_service_on?: string | null
          property_id?: string | null
          task_id?: string | null
          tax_line: number
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          usual?: number | null
          vendor_id?: string | null
        }
        Update: {
          amount?: number
          category?: string
          created_at?: string
          id?: string
          import_id?: string | null
          is_improvement?: boolean
          jump_ratio?: number | null
          memo?: string | null
          occurrence?: string | null
          paid_on?: string
          paid_with?: string | null
          placed_in_service_on?: string | null
          property_id?: string | null
          task_id?: string | null
          tax_line?: number
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          usual?: number | null
          vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "payments_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "task_due_dates"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_unit_id_property_id_fkey"
            columns: ["unit_id", "property_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "property_id"]
          },
          {
            foreignKeyName: "payments_vendor_id_user_id_fkey"
            columns: ["vendor_id", "user_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      profit_sums: {
        Row: {
          amount: number
          entries: number
          figure: number
          month: string
          property_id: string
          user_id: string
        }
        Insert: {
          amount: number
          entries: number
          figure: number
          month: string
          property_id: string
          user_id: string
        }
        Update: {
          amount?: number
          entries?: number
          figure?: number
          month?: string
          property_id?: string
          user_id?: string
        }
        Relationships: []
      }
      properties: {
        Row: {
          address_line1: string
          address_line2: string | null
          city: string
          created_at: string
          deposit_return_days: number
          id: string
          import_id: string | null
          land_share_percent: number | null
          land_value: number | null
          lender_name: string | null
          lender_website: string | null
          loan_amount: number | null
          loan_escrow_insurance: number | null
          loan_escrow_taxes: number | null
          loan_first_payment_on: string | null
          loan_interest_rate: number | null
          loan_number: string | null
          loan_term_months: number | null
          name: string
          notes: string | null
          placed_in_service_on: string | null
          property_manager_id: string | null
          purchase_closing_costs: number | null
          purchase_price: number | null
          purchased_on: string | null
          state: string
          updated_at: string
          user_id: string
          zip: string
        }
        Insert: {
          address_line1: string
          address_line2?: string | null
          city: string
          created_at?: string
          deposit_return_days?: number
          id?: string
          import_id?: string | null
          land_share_percent?: number | null
          land_value?: number | null
          lender_name?: string | null
          lender_website?: string | null
          loan_amount?: number | null
          loan_escrow_insurance?: number | null
          loan_escrow_taxes?: number | null
          loan_first_payment_on?: string | null
          loan_interest_rate?: number | null
          loan_number?: string | null
          loan_term_months?: number | null
          name: string
          notes?: string | null
          placed_in_service_on?: string | null
          property_manager_id?: string | null
          purchase_closing_costs?: number | null
          purchase_price?: number | null
          purchased_on?: string | null
          state: string
          updated_at?: string
          user_id?: string
          zip: string
        }
        Update: {
          address_line1?: string
          address_line2?: string | null
          city?: string
          created_at?: string
          deposit_return_days?: number
          id?: string
          import_id?: string | null
          land_share_percent?: number | null
          land_value?: number | null
          lender_name?: string | null
          lender_website?: string | null
          loan_amount?: number | null
          loan_escrow_insurance?: number | null
          loan_escrow_taxes?: number | null
          loan_first_payment_on?: string | null
          loan_interest_rate?: number | null
          loan_number?: string | null
          loan_term_months?: number | null
          name?: string
          notes?: string | null
          placed_in_service_on?: string | null
          property_manager_id?: string | null
          purchase_closing_costs?: number | null
          purchase_price?: number | null
          purchased_on?: string | null
          state?: string
          updated_at?: string
          user_id?: string
          zip?: string
        }
        Relationships: [
          {
            foreignKeyName: "properties_property_manager_id_user_id_fkey"
            columns: ["property_manager_id", "user_id"]
            isOneToOne: false
            referencedRelation: "property_managers"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      property_managers: {
        Row: {
          created_at: string
          email: string | null
          id: string
          import_id: string | null
          name: string
          phone: string | null
          portal_link: string | null
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          email?: string | null
          id?: string
          import_id?: string | null
          name: string
          phone?: string | null
          portal_link?: string | null
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          email?: string | null
          id?: string
          import_id?: string | null
          name?: string
          phone?: string | null
          portal_link?: string | null
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      rent_payments: {
        Row: {
          amount: number
          created_at: string
          id: string
          import_id: string | null
          memo: string | null
          method: string
          paid_on: string
          reference: string | null
          settlement_id: string | null
          tenancy_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount: number
          created_at?: string
          id?: string
          import_id?: string | null
          memo?: string | null
          method?: string
          paid_on: string
          reference?: string | null
          settlement_id?: string | null
          tenancy_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number
          created_at?: string
          id?: string
          import_id?: string | null
          memo?: string | null
          method?: string
          paid_on?: string
          reference?: string | null
          settlement_id?: string | null
          tenancy_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rent_payments_settlement_id_user_id_fkey"
            columns: ["settlement_id", "user_id"]
            isOneToOne: false
            referencedRelation: "deposit_settlements"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "rent_payments_tenancy_id_user_id_fkey"
            columns: ["tenancy_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tenancies"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      schedule_e_payment_sums: {
        Row: {
          amount: number
          entries: number
          line: number
          property_id: string
          user_id: string
          year: number
        }
        Insert: {
          amount: number
          entries: number
          line: number
          property_id: string
          user_id: string
          year: number
        }
        Update: {
          amount?: number
          entries?: number
          line?: number
          property_id?: string
          user_id?: string
          year?: number
        }
        Relationships: []
      }
      schedule_e_rent_sums: {
        Row: {
          amount: number
          entries: number
          tenancy_id: string
          user_id: string
          year: number
        }
        Insert: {
          amount: number
          entries: number
          tenancy_id: string
          user_id: string
          year: number
        }
        Update: {
          amount?: number
          entries?: number
          tenancy_id?: string
          user_id?: string
          year?: number
        }
        Relationships: []
      }
      scheduled_rent_increases: {
        Row: {
          amount: number | null
          applied: boolean
          applied_at: string | null
          basis: string
          created_at: string
          effective_date: string
          id: string
          import_id: string | null
          percent: number | null
          planned_new_rent: number
          rent_before: number | null
          status: string
          taken_back_at: string | null
          unit_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          amount?: number | null
          applied?: boolean
          applied_at?: string | null
          basis: string
          created_at?: string
          effective_date: string
          id?: string
          import_id?: string | null
          percent?: number | null
          planned_new_rent: number
          rent_before?: number | null
          status?: string
          taken_back_at?: string | null
          unit_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          amount?: number | null
          applied?: boolean
          applied_at?: string | null
          basis?: string
          created_at?: string
          effective_date?: string
          id?: string
          import_id?: string | null
          percent?: number | null
          planned_new_rent?: number
          rent_before?: number | null
          status?: string
          taken_back_at?: string | null
          unit_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "scheduled_rent_increases_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      tasks: {
        Row: {
          account_numbers: NonNullable<Json>
          actual_cost: number | null
          actual_cost_recorded_at: string | null
          checklist: NonNullable<Json>
          created_at: string
          due_date: string | null
          due_on: string | null
          end_date: string | null
          estimated_cost: number | null
          id: string
          import_id: string | null
          links: NonNullable<Json>
          mortgage_payment: boolean
          next_due_date: string | null
          notes: string | null
          payment_methods: NonNullable<Json>
          property_id: string | null
          recurrence: Json | null
          scope: string
          start_date: string | null
          status: string
          title: string
          unit_id: string | null
          updated_at: string
          user_id: string
          vendor_id: string | null
          shown_cost: number | null
          vendor_account: string | null
        }
        Insert: {
          account_numbers?: NonNullable<Json>
          actual_cost?: number | null
          actual_cost_recorded_at?: string | null
          checklist?: NonNullable<Json>
          created_at?: string
          due_date?: string | null
          due_on?: never
          end_date?: string | null
          estimated_cost?: number | null
          id?: string
          import_id?: string | null
          links?: NonNullable<Json>
          mortgage_payment?: boolean
          next_due_date?: string | null
          notes?: string | null
          payment_methods?: NonNullable<Json>
          property_id?: string | null
          recurrence?: Json | null
          scope: string
          start_date?: string | null
          status?: string
          title: string
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          vendor_id?: string | null
        }
        Update: {
          account_numbers?: NonNullable<Json>
          actual_cost?: number | null
          actual_cost_recorded_at?: string | null
          checklist?: NonNullable<Json>
          created_at?: string
          due_date?: string | null
          due_on?: never
          end_date?: string | null
          estimated_cost?: number | null
          id?: string
          import_id?: string | null
          links?: NonNullable<Json>
          mortgage_payment?: boolean
          next_due_date?: string | null
          notes?: string | null
          payment_methods?: NonNullable<Json>
          property_id?: string | null
          recurrence?: Json | null
          scope?: string
          start_date?: string | null
          status?: string
          title?: string
          unit_id?: string | null
          updated_at?: string
          user_id?: string
          vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "tasks_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "tasks_unit_id_property_id_fkey"
            columns: ["unit_id", "property_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "property_id"]
          },
          {
            foreignKeyName: "tasks_vendor_id_user_id_fkey"
            columns: ["vendor_id", "user_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      tenancies: {
        Row: {
          charged_through: string | null
          created_at: string
          deposit_amount: number | null
          deposit_held_by: string | null
          ended_on: string | null
          grace_days: number
          id: string
          import_id: string | null
          late_fee_kind: string | null
          late_fee_value: number | null
          lease_end_on: string | null
          lease_type: string
          monthly_rent: number | null
          notes: string | null
          rent_due_day: number
          rent_tracked_from: string
          start_on: string | null
          tenants: NonNullable<Json>
          unit_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          charged_through?: string | null
          created_at?: string
          deposit_amount?: number | null
          deposit_held_by?: string | null
          ended_on?: string | null
          grace_days?: number
          id?: string
          import_id?: string | null
          late_fee_kind?: string | null
          late_fee_value?: number | null
          lease_end_on?: string | null
          lease_type?: string
          monthly_rent?: number | null
          notes?: string | null
          rent_due_day?: number
          rent_tracked_from: string
          start_on?: string | null
          tenants: NonNullable<Json>
          unit_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          charged_through?: string | null
          created_at?: string
          deposit_amount?: number | null
          deposit_held_by?: string | null
          ended_on?: string | null
          grace_days?: number
          id?: string
          import_id?: string | null
          late_fee_kind?: string | null
          late_fee_value?: number | null
          lease_end_on?: string | null
          lease_type?: string
          monthly_rent?: number | null
          notes?: string | null
          rent_due_day?: number
          rent_tracked_from?: string
          start_on?: string | null
          tenants?: NonNullable<Json>
          unit_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tenancies_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      tenancy_charges: {
        Row: {
          amount: number
          created_at: string
          due_on: string
          id: string
          import_id: string | null
          kind: string
          memo: string | null
          period: string | null
          tenancy_id: string
          updated_at: string
          user_id: string
          waived_at: string | null
        }
        Insert: {
          amount: number
          created_at?: string
          due_on: string
          id?: string
          import_id?: string | null
          kind: string
          memo?: string | null
          period?: string | null
          tenancy_id: string
          updated_at?: string
          user_id?: string
          waived_at?: string | null
        }
        Update: {
          amount?: number
          created_at?: string
          due_on?: string
          id?: string
          import_id?: string | null
          kind?: string
          memo?: string | null
          period?: string | null
          tenancy_id?: string
          updated_at?: string
          user_id?: string
          waived_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "tenancy_charges_tenancy_id_user_id_fkey"
            columns: ["tenancy_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tenancies"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      tenancy_rent_changes: {
        Row: {
          created_at: string
          effective_on: string
          id: string
          import_id: string | null
          monthly_rent: number
          tenancy_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          effective_on: string
          id?: string
          import_id?: string | null
          monthly_rent: number
          tenancy_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          created_at?: string
          effective_on?: string
          id?: string
          import_id?: string | null
          monthly_rent?: number
          tenancy_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tenancy_rent_changes_tenancy_id_user_id_fkey"
            columns: ["tenancy_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tenancies"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      tenancy_standings: {
        Row: {
          balance: number
          month_open: number | null
          month_rent: number | null
          oldest_open_due: string | null
          period: string | null
          tenancy_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          balance: number
          month_open?: number | null
          month_rent?: number | null
          oldest_open_due?: string | null
          period?: string | null
          tenancy_id: string
          updated_at?: string
          user_id: string
        }
        Update: {
          balance?: number
          month_open?: number | null
          month_rent?: number | null
          oldest_open_due?: string | null
          period?: string | null
          tenancy_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "tenancy_standings_tenancy_id_fkey"
            columns: ["tenancy_id"]
            isOneToOne: true
            referencedRelation: "tenancies"
            referencedColumns: ["id"]
          },
        ]
      }
      unit_notes: {
        Row: {
          body: string
          created_at: string
          id: string
          import_id: string | null
          is_resolved: boolean
          unit_id: string
          updated_at: string
          user_id: string
        }
        Insert: {
          body: string
          created_at?: string
          id?: string
          import_id?: string | null
          is_resolved?: boolean
          unit_id: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          body?: string
          created_at?: string
          id?: string
          import_id?: string | null
          is_resolved?: boolean
          unit_id?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "unit_notes_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      units: {
        Row: {
          bedrooms: string | null
          created_at: string
          id: string
          import_id: string | null
          lease_end_date: string | null
          lease_status: string
          monthly_rent: number | null
          notes: string | null
          property_id: string
          section_8_tenant: boolean
          security_deposit_amount: number | null
          security_deposit_held_by: string | null
          tenant_name: string | null
          unit_label: string
          updated_at: string
          user_id: string
        }
        Insert: {
          bedrooms?: string | null
          created_at?: string
          id?: string
          import_id?: string | null
          lease_end_date?: string | null
          lease_status?: string
          monthly_rent?: number | null
          notes?: string | null
          property_id: string
          section_8_tenant?: boolean
          security_deposit_amount?: number | null
          security_deposit_held_by?: string | null
          tenant_name?: string | null
          unit_label: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          bedrooms?: string | null
          created_at?: string
          id?: string
          import_id?: string | null
          lease_end_date?: string | null
          lease_status?: string
          monthly_rent?: number | null
          notes?: string | null
          property_id?: string
          section_8_tenant?: boolean
          security_deposit_amount?: number | null
          security_deposit_held_by?: string | null
          tenant_name?: string | null
          unit_label?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "units_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      user_settings: {
        Row: {
          created_at: string
          daily_digest_enabled: boolean
          daily_digest_time: string
          timezone: string
          updated_at: string
          user_id: string
          weekly_digest_day: number
          weekly_digest_enabled: boolean
          weekly_digest_time: string
        }
        Insert: {
          created_at?: string
          daily_digest_enabled?: boolean
          daily_digest_time?: string
          timezone?: string
          updated_at?: string
          user_id?: string
          weekly_digest_day?: number
          weekly_digest_enabled?: boolean
          weekly_digest_time?: string
        }
        Update: {
          created_at?: string
          daily_digest_enabled?: boolean
          daily_digest_time?: string
          timezone?: string
          updated_at?: string
          user_id?: string
          weekly_digest_day?: number
          weekly_digest_enabled?: boolean
          weekly_digest_time?: string
        }
        Relationships: []
      }
      vendor_property_accounts: {
        Row: {
          account_number: string
          created_at: string
          id: string
          import_id: string | null
          notes: string | null
          property_id: string
          updated_at: string
          user_id: string
          vendor_id: string
        }
        Insert: {
          account_number: string
          created_at?: string
          id?: string
          import_id?: string | null
          notes?: string | null
          property_id: string
          updated_at?: string
          user_id?: string
          vendor_id: string
        }
        Update: {
          account_number?: string
          created_at?: string
          id?: string
          import_id?: string | null
          notes?: string | null
          property_id?: string
          updated_at?: string
          user_id?: string
          vendor_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "vendor_property_accounts_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "vendor_property_accounts_vendor_id_user_id_fkey"
            columns: ["vendor_id", "user_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      vendors: {
        Row: {
          account_number: string | null
          category: string
          created_at: string
          id: string
          import_id: string | null
          name: string
          notes: string | null
          payment_method: string | null
          tax_id: string | null
          updated_at: string
          user_id: string
          w9_on_file: boolean
          website_url: string | null
        }
        Insert: {
          account_number?: string | null
          category: string
          created_at?: string
          id?: string
          import_id?: string | null
          name: string
          notes?: string | null
          payment_method?: string | null
          tax_id?: string | null
          updated_at?: string
          user_id?: string
          w9_on_file?: boolean
          website_url?: string | null
        }
        Update: {
          account_number?: string | null
          category?: string
          created_at?: string
          id?: string
          import_id?: string | null
          name?: string
          notes?: string | null
          payment_method?: string | null
          tax_id?: string | null
          updated_at?: string
          user_id?: string
          w9_on_file?: boolean
          website_url?: string | null
        }
        Relationships: []
      }
    }
    Views: {
      cash_flow: {
        Row: {
          amount: number | null
          category: string | null
          on_day: string | null
          property_id: string | null
          user_id: string | null
        }
        Relationships: []
      }
      depreciable_assets: {
        Row: {
          asset_id: string | null
          basis: number | null
          description: string | null
          kind: string | null
          placed_in_service_on: string | null
          property_id: string | null
          user_id: string | null
        }
        Relationships: []
      }
      money_in: {
        Row: {
          amount: number | null
          id: string | null
          kind: string | null
          memo: string | null
          method: string | null
          property_id: string | null
          received_on: string | null
          tenancy_id: string | null
          unit_id: string | null
          user_id: string | null
        }
        Relationships: []
      }
      payment_jumps: {
        Row: {
          amount: number | null
          id: string | null
          paid_on: string | null
          property_id: string | null
          property_name: string | null
          ratio: number | null
          task_id: string | null
          task_title: string | null
          user_id: string | null
          usual: number | null
          vendor_id: string | null
          vendor_name: string | null
        }
        Relationships: [
          {
            foreignKeyName: "payments_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "task_due_dates"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_task_id_user_id_fkey"
            columns: ["task_id", "user_id"]
            isOneToOne: false
            referencedRelation: "tasks"
            referencedColumns: ["id", "user_id"]
          },
          {
            foreignKeyName: "payments_vendor_id_user_id_fkey"
            columns: ["vendor_id", "user_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      rent_increases_with_status: {
        Row: {
          amount: number | null
          applied: boolean | null
          applied_at: string | null
          basis: string | null
          created_at: string | null
          effective_date: string | null
          id: string | null
          percent: number | null
          planned_new_rent: number | null
          status: string | null
          taken_back_at: string | null
          unit_id: string | null
          updated_at: string | null
          user_id: string | null
        }
        Insert: {
          amount?: number | null
          applied?: boolean | null
          applied_at?: string | null
          basis?: string | null
          created_at?: string | null
          effective_date?: string | null
          id?: string | null
          percent?: number | null
          planned_new_rent?: number | null
          status?: never
          taken_back_at?: string | null
          unit_id?: string | null
          updated_at?: string | null
          user_id?: string | null
        }
        Update: {
          amount?: number | null
          applied?: boolean | null
          applied_at?: string | null
          basis?: string | null
          created_at?: string | null
          effective_date?: string | null
          id?: string | null
          percent?: number | null
          planned_new_rent?: number | null
          status?: never
          taken_back_at?: string | null
          unit_id?: string | null
          updated_at?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "scheduled_rent_increases_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      task_completions: {
        Row: {
          actual_cost: number | null
          at: string | null
          completed_on: string | null
          id: string | null
          task_id: string | null
          task_title: string | null
          user_id: string | null
        }
        Relationships: []
      }
      task_due_dates: {
        Row: {
          due_on: string | null
          id: string | null
          property_id: string | null
          scope: string | null
          status: string | null
          title: string | null
          user_id: string | null
        }
        Insert: {
          due_on?: string | null
          id?: string | null
          property_id?: string | null
          scope?: string | null
          status?: string | null
          title?: string | null
          user_id?: string | null
        }
        Update: {
          due_on?: string | null
          id?: string | null
          property_id?: string | null
          scope?: string | null
          status?: string | null
          title?: string | null
          user_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "tasks_property_id_user_id_fkey"
            columns: ["property_id", "user_id"]
            isOneToOne: false
            referencedRelation: "properties"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
      unit_latest_notes: {
        Row: {
          body: string | null
          created_at: string | null
          is_resolved: boolean | null
          note_count: number | null
          note_id: string | null
          unit_id: string | null
          updated_at: string | null
          user_id: string | null
        }
        Relationships: [
          {
            foreignKeyName: "unit_notes_unit_id_user_id_fkey"
            columns: ["unit_id", "user_id"]
            isOneToOne: false
            referencedRelation: "units"
            referencedColumns: ["id", "user_id"]
          },
        ]
      }
    }
    Functions: {
      account_unfinished_import: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      amortization_schedule: {
        Args: {
          p_first_on: string
          p_months: number
          p_principal: number
          p_rate: number
        }
        Returns: {
          balance: number
          due_on: string
          installment: number
          interest: number
          payment: number
          principal: number
        }[]
      }
      apply_rent_increase: {
        Args: { p_id: string }
        Returns: {
          amount: number | null
          applied: boolean
          applied_at: string | null
          basis: string
          created_at: string
          effective_date: string
          id: string
          import_id: string | null
          percent: number | null
          planned_new_rent: number
          rent_before: number | null
          status: string
          taken_back_at: string | null
          unit_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "scheduled_rent_increases"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      bill_jump: {
        Args: { p_amount: number; p_prior: number[] }
        Returns: {
          is_jump: boolean
          prior_count: number
          ratio: number
          usual: number
        }[]
      }
      building_basis: {
        Args: {
          p_closing: number
          p_land_share: number
          p_land_value: number
          p_price: number
        }
        Returns: number
      }
      bulk_note_units: {
        Args: {
          p_limit?: number
          p_manager_ids?: string[]
          p_no_manager?: boolean
          p_offset?: number
          p_only_unresolved?: boolean
          p_property_ids?: string[]
          p_search?: string
        }
        Returns: {
          body: string
          created_at: string
          is_resolved: boolean
          manager_id: string
          manager_name: string
          manager_units: number
          note_count: number
          note_id: string
          property_id: string
          property_name: string
          total: number
          unit_id: string
          unit_label: string
          updated_at: string
        }[]
      }
      cancel_rent_increase: {
        Args: { p_id: string }
        Returns: {
          amount: number | null
          applied: boolean
          applied_at: string | null
          basis: string
          created_at: string
          effective_date: string
          id: string
          import_id: string | null
          percent: number | null
          planned_new_rent: number
          rent_before: number | null
          status: string
          taken_back_at: string | null
          unit_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "scheduled_rent_increases"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      catch_up_all_rent: { Args: Record<PropertyKey, never>; Returns: number }
      catch_up_rent: { Args: Record<PropertyKey, never>; Returns: number }
      complete_task: {
        Args: {
          p_actual_cost?: number
          p_notes?: string
          p_occurrence: string
          p_paid_on?: string
          p_task_id: string
        }
        Returns: {
          account_numbers: NonNullable<Json>
          actual_cost: number | null
          actual_cost_recorded_at: string | null
          checklist: NonNullable<Json>
          created_at: string
          due_date: string | null
          due_on: string | null
          end_date: string | null
          estimated_cost: number | null
          id: string
          import_id: string | null
          links: NonNullable<Json>
          mortgage_payment: boolean
          next_due_date: string | null
          notes: string | null
          payment_methods: NonNullable<Json>
          property_id: string | null
          recurrence: Json | null
          scope: string
          start_date: string | null
          status: string
          title: string
          unit_id: string | null
          updated_at: string
          user_id: string
          vendor_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "tasks"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_rent_increase: {
        Args: {
          p_amount?: number
          p_basis: string
          p_effective_date: string
          p_percent?: number
          p_unit_id: string
        }
        Returns: {
          amount: number | null
          applied: boolean
          applied_at: string | null
          basis: string
          created_at: string
          effective_date: string
          id: string
          import_id: string | null
          percent: number | null
          planned_new_rent: number
          rent_before: number | null
          status: string
          taken_back_at: string | null
          unit_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "scheduled_rent_increases"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      create_vendor_with_accounts: {
        Args: { p_accounts?: Json; p_vendor: Json }
        Returns: {
          account_number: string | null
          category: string
          created_at: string
          id: string
          import_id: string | null
          name: string
          notes: string | null
          payment_method: string | null
          tax_id: string | null
          updated_at: string
          user_id: string
          w9_on_file: boolean
          website_url: string | null
        }
        SetofOptions: {
          from: "*"
          to: "vendors"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      decide_late_fee: {
        Args: { p_period: string; p_tenancy: string; p_waive?: boolean }
        Returns: {
          amount: number
          created_at: string
          due_on: string
          id: string
          import_id: string | null
          kind: string
          memo: string | null
          period: string | null
          tenancy_id: string
          updated_at: string
          user_id: string
          waived_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "tenancy_charges"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      default_tax_line: { Args: { p_category: string }; Returns: number }
      delete_rent_increase: { Args: { p_id: string }; Returns: undefined }
      depreciation: {
        Args: { p_property?: string }
        Returns: {
          accumulated: number
          amount: number
          asset_id: string
          basis: number
          description: string
          kind: string
          percent: number
          placed_in_service_on: string
          property_id: string
          remaining: number
          year: number
        }[]
      }
      depreciation_first_year_percent: {
        Args: { p_month: number }
        Returns: number
      }
      depreciation_in_year: {
        Args: { p_basis: number; p_placed_on: string; p_year: number }
        Returns: number
      }
      depreciation_schedule: {
        Args: { p_basis: number; p_placed_on: string }
        Returns: {
          accumulated: number
          amount: number
          percent: number
          remaining: number
          year: number
        }[]
      }
      documents_expiring: {
        Args: { p_on?: string; p_user?: string }
        Returns: {
          days_left: number
          expires_on: string
          id: string
          kind: string
          name: string
          payment_id: string
          property_id: string
          property_name: string
          status: string
          tenancy_id: string
          tenants: string
          unit_id: string
          unit_label: string
          vendor_id: string
          vendor_name: string
        }[]
      }
      export_account_manifest: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      export_account_table: {
        Args: { p_after?: string; p_limit?: number; p_table: string }
        Returns: Json
      }
      fair_rental_days: {
        Args: { p_property?: string; p_year: number }
        Returns: {
          days: number
          property_id: string
        }[]
      }
      filtered_payments: {
        Args: {
          p_category?: string
          p_from?: string
          p_property?: string
          p_to?: string
          p_vendor_id?: string
        }
        Returns: {
          amount: number
          category: string
          created_at: string
          id: string
          import_id: string | null
          is_improvement: boolean
          jump_ratio: number | null
          memo: string | null
          occurrence: string | null
          paid_on: string
          paid_with: string | null
          placed_in_service_on: string | null
          property_id: string | null
          task_id: string | null
          tax_line: number
          unit_id: string | null
          updated_at: string
          user_id: string
          usual: number | null
          vendor_id: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "payments"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      form_1099_totals: {
        Args: { p_user?: string; p_year: number }
        Returns: {
          card_paid: number
          missing_w9: boolean
          needs_1099: boolean
          paid: number
          tax_id_masked: string
          threshold: number
          vendor_id: string
          vendor_name: string
          w9_on_file: boolean
        }[]
      }
      import_account_abort: { Args: { p_import: string }; Returns: boolean }
      import_account_begin: { Args: { p_version: number }; Returns: Json }
      import_account_clear: {
        Args: { p_import: string; p_limit?: number }
        Returns: number
      }
      import_account_finish: { Args: { p_import: string }; Returns: undefined }
      import_account_object_names: {
        Args: { p_documents: Json }
        Returns: Json
      }
      import_account_object_names_of: {
        Args: { p_import: string }
        Returns: string[]
      }
      import_account_rows: {
        Args: {
          p_first_row?: number
          p_import: string
          p_rows: Json
          p_table: string
        }
        Returns: number
      }
      import_csv_rows: {
        Args: { p_dry_run?: boolean; p_kind: string; p_rows: Json }
        Returns: Json
      }
      late_fee_amount: {
        Args: { p_kind: string; p_rent: number; p_value: number }
        Returns: number
      }
      late_fee_proposals: {
        Args: { p_tenancy: string }
        Returns: {
          amount: number
          late_since: string
          period: string
          rent_due_on: string
        }[]
      }
      loan_month_interest: {
        Args: { p_balance: number; p_rate: number }
        Returns: number
      }
      loan_payment_amount: {
        Args: { p_months: number; p_principal: number; p_rate: number }
        Returns: number
      }
      mortgage_interest_by_lender: {
        Args: { p_year: number }
        Returns: {
          interest: number
          lender_name: string
          loan_number: string
          property_id: string
          property_name: string
          source: string
        }[]
      }
      owner_statement: {
        Args: { p_property: string; p_year: number }
        Returns: {
          capital_improvements: number
          closing_balance: number
          expenses: Json
          expenses_total: number
          month: number
          mortgage_payments: number
          opening_balance: number
          other_income: number
          owner_draws: number
          rent_received: number
        }[]
      }
      payments_totals: {
        Args: {
          p_category?: string
          p_from?: string
          p_property?: string
          p_to?: string
          p_vendor_id?: string
        }
        Returns: {
          payments: number
          total: number
        }[]
      }
      planner_unit_search: {
        Args: { p_limit?: number; p_offset?: number; p_search?: string }
        Returns: {
          property_id: string
          property_name: string
          total: number
          unit_id: string
          unit_label: string
        }[]
      }
      portfolio_profit: {
        Args: { p_from: string; p_to: string }
        Returns: Json
      }
      preview_occurrences: {
        Args: {
          p_count?: number
          p_end?: string
          p_from?: string
          p_recurrence: Json
          p_start: string
        }
        Returns: string[]
      }
      property_cards: {
        Args: {
          p_lease_end_from?: string
          p_lease_end_to?: string
          p_limit?: number
          p_offset?: number
          p_search?: string
        }
        Returns: {
          address_line1: string
          address_line2: string
          city: string
          id: string
          manager_id: string
          manager_name: string
          name: string
          state: string
          total: number
          unit_count: number
          units: Json
          zip: string
        }[]
      }
      property_insurance: {
        Args: { p_property: string }
        Returns: {
          document_id: string
          document_name: string
          expires_on: string
          state: string
        }[]
      }
      property_profit: {
        Args: { p_from: string; p_property?: string; p_to: string }
        Returns: {
          cash_flow: number
          credit_loss: number
          debt_service: number
          month: string
          noi: number
          operating_expenses: number
          property_id: string
          rent_charged: number
          rent_received: number
          vacancy_loss: number
        }[]
      }
      prorated_rent: {
        Args: {
          p_end: string
          p_month: string
          p_rent: number
          p_start: string
        }
        Returns: number
      }
      refresh_missing_standings: { Args: { p_limit?: number }; Returns: number }
      remove_late_fee: {
        Args: { p_fee: string }
        Returns: {
          amount: number
          created_at: string
          due_on: string
          id: string
          import_id: string | null
          kind: string
          memo: string | null
          period: string | null
          tenancy_id: string
          updated_at: string
          user_id: string
          waived_at: string | null
        }
        SetofOptions: {
          from: "*"
          to: "tenancy_charges"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      rent_allocation: {
        Args: {
          p_charges: Json
          p_credits: Json
          p_grace: number
          p_today: string
        }
        Returns: {
          amount: number
          due_on: string
          id: string
          late: boolean
          late_since: string
          open: number
          paid: number
          paid_on: string
        }[]
      }
      rent_due_on: {
        Args: {
          p_due_day: number
          p_end: string
          p_month: string
          p_start: string
        }
        Returns: string
      }
      rent_reminders: { Args: { p_user: string }; Returns: Json }
      rent_roll: {
        Args: {
          p_limit?: number
          p_offset?: number
          p_property?: string
          p_search?: string
          p_status?: string
        }
        Returns: Json
      }
      rent_status: {
        Args: {
          p_balance: number
          p_late: boolean
          p_month_open: number
          p_month_rent: number
        }
        Returns: string
      }
      rent_this_month: { Args: { p_limit?: number }; Returns: Json }
      schedule_e: { Args: { p_year: number }; Returns: Json }
      schedule_e_entries: {
        Args: { p_property?: string; p_year: number }
        Returns: {
          amount: number
          description: string
          line: number
          on_day: string
          property_id: string
          source: string
          source_id: string
        }[]
      }
      schedule_e_letter: { Args: { p_n: number }; Returns: string }
      settle_deposit: {
        Args: {
          p_deductions: Json
          p_notes?: string
          p_settled_on: string
          p_tenancy: string
        }
        Returns: {
          created_at: string
          deductions: NonNullable<Json>
          id: string
          import_id: string | null
          notes: string | null
          returned_amount: number
          settled_on: string
          tenancy_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "deposit_settlements"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      shown_cost: {
        Args: { t: Database["public"]["Tables"]["tasks"]["Row"] }
        Returns: number
      }
      skip_occurrence: {
        Args: { p_notes?: string; p_occurrence: string; p_task_id: string }
        Returns: {
          account_numbers: NonNullable<Json>
          actual_cost: number | null
          actual_cost_recorded_at: string | null
          checklist: NonNullable<Json>
          created_at: string
          due_date: string | null
          due_on: string | null
          end_date: string | null
          estimated_cost: number | null
          id: string
          import_id: string | null
          links: NonNullable<Json>
          mortgage_payment: boolean
          next_due_date: string | null
          notes: string | null
          payment_methods: NonNullable<Json>
          property_id: string | null
          recurrence: Json | null
          scope: string
          start_date: string | null
          status: string
          title: string
          unit_id: string | null
          updated_at: string
          user_id: string
          vendor_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "tasks"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      split_loan_payment: {
        Args: {
          p_amount: number
          p_before?: string
          p_paid_on: string
          p_property: string
        }
        Returns: {
          balance_before: number
          escrow_insurance: number
          escrow_taxes: number
          interest: number
          principal: number
        }[]
      }
      tax_year_summary: {
        Args: { p_property_id?: string; p_year: number }
        Returns: {
          is_total: boolean
          payments: number
          property_id: string
          property_name: string
          tax_line: number
          total: number
        }[]
      }
      tenancy_allocation: {
        Args: { p_tenancy: string; p_today?: string }
        Returns: {
          amount: number
          charge_id: string
          due_on: string
          kind: string
          late: boolean
          late_since: string
          open: number
          paid: number
          paid_on: string
          period: string
        }[]
      }
      tenancy_ledger: { Args: { p_tenancy: string }; Returns: Json }
      tenancy_rent_on: {
        Args: { p_on: string; p_tenancy: string }
        Returns: number
      }
      tenant_names: { Args: { p: Json }; Returns: string }
      undo_rent_increase: {
        Args: { p_id: string }
        Returns: {
          amount: number | null
          applied: boolean
          applied_at: string | null
          basis: string
          created_at: string
          effective_date: string
          id: string
          import_id: string | null
          percent: number | null
          planned_new_rent: number
          rent_before: number | null
          status: string
          taken_back_at: string | null
          unit_id: string
          updated_at: string
          user_id: string
        }
        SetofOptions: {
          from: "*"
          to: "scheduled_rent_increases"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      upcoming_rent_increases: {
        Args: {
          p_from: string
          p_limit?: number
          p_offset?: number
          p_to: string
        }
        Returns: {
          amount: number
          applied: boolean
          effective_date: string
          id: string
          increase_percent: number
          planned_new_rent: number
          property_id: string
          property_name: string
          status: string
          total: number
          unit_id: string
          unit_label: string
        }[]
      }
      vendor_account: {
        Args: { t: Database["public"]["Tables"]["tasks"]["Row"] }
        Returns: string
      }
      vendor_rows: {
        Args: {
          p_category?: string
          p_descending?: boolean
          p_limit?: number
          p_offset?: number
          p_search?: string
          p_sort?: string
        }
        Returns: {
          account_count: number
          account_number: string
          category: string
          id: string
          name: string
          payment_method: string
          property_ids: string[]
          property_names: string[]
          total: number
          website_url: string
        }[]
      }
      weekly_spend: {
        Args: { p_bounds: string[] }
        Returns: {
          payments: number
          spend: number
          week_start: string
        }[]
      }
      year_ledger: { Args: { p_year: number }; Returns: Json }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

